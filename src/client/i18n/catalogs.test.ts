import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The msgid → msgstr pairs of a Lingui .po catalog (one-line entries, as Lingui writes them). */
function entries(locale: string): [string, string][] {
  const text = readFileSync(join(__dirname, 'locales', locale, 'messages.po'), 'utf8')
  const pairs: [string, string][] = []
  for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    if (match[1] !== '') pairs.push([JSON.parse(`"${match[1]}"`), JSON.parse(`"${match[2]}"`)])
  }
  return pairs
}

/** ICU placeholders and tags of a message: `{name}`, `{0, plural, …}` → `name`, `0`; `<0>`. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1] as string)
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => `<${m[1]}>`)
  return [...new Set([...names, ...tags])].sort()
}

describe('translation catalogs', () => {
  const norwegian = entries('no')

  it('has a Norwegian translation for every message of the app', () => {
    expect(norwegian.length).toBeGreaterThan(100)
    const missing = norwegian.filter(([, translation]) => translation === '').map(([id]) => id)
    expect(missing).toEqual([])
  })

  it('keeps every placeholder and tag of the English message in the Norwegian one', () => {
    const broken = norwegian
      .filter(([, translation]) => translation !== '')
      .filter(([id, translation]) => placeholders(id).join() !== placeholders(translation).join())
      .map(([id]) => id)
    expect(broken).toEqual([])
  })
})
