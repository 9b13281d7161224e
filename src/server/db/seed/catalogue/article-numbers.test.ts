import { describe, expect, it } from 'vitest'
import { ArticleNumbers, splitForm } from './article-numbers'
import { isValidEan13 } from './ean13'
import { PART_TYPES } from './part-types'

const SLOT_CHARS: Record<string, string> = {
  '#': '0123456789',
  '?': 'ABCDEFGHJKLMNPRSTUVWXYZ',
  '*': 'xyz',
}

/** Whether two placeholder-free formats can produce the same text (same length, every position compatible). */
function overlap(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  return [...a].every((char, i) => {
    const left = SLOT_CHARS[char] ?? char
    const right = SLOT_CHARS[b[i] ?? ''] ?? b[i] ?? ''
    return [...left].some((c) => right.includes(c))
  })
}

describe('article numbers', () => {
  it("fill a brand's format: # digits, ? letters without I/O/Q, * x/y/z, literals kept", () => {
    const numbers = new ArticleNumbers(1)
    expect(numbers.next('BOSCH', ['F 026 407 ###'])).toMatch(/^F 026 407 \d{3}$/)
    expect(numbers.next('BREMBO', ['09.?###.1#'])).toMatch(/^09\.[A-HJ-NPR-Z]\d{3}\.1\d$/)
    expect(numbers.next('MANN-FILTER', ['HU #### *'])).toMatch(/^HU \d{4} [xyz]$/)
  })

  it('put description values into {placeholders}, like the Ah of a Varta battery', () => {
    const numbers = new ArticleNumbers(1)
    expect(numbers.next('VARTA', ['{etn}###{cca}3132'], 0, { etn: '560', cca: '054' })).toMatch(
      /^560\d{3}0543132$/,
    )
    expect(() => numbers.next('VARTA', ['{etn}###'])).toThrow(/etn/)
  })

  it('never repeat within a format, and look scattered rather than counted', () => {
    const numbers = new ArticleNumbers(1)
    const made = Array.from({ length: 1_000 }, () => numbers.next('BOSCH', ['0 986 494 ###']))
    expect(new Set(made).size).toBe(1_000)
    expect(made.slice(0, 3)).not.toEqual(['0 986 494 000', '0 986 494 001', '0 986 494 002'])
    expect(numbers.overflows).toBe(0)
  })

  it('move on to the next format when one is used up, and only then add a -2 suffix', () => {
    const numbers = new ArticleNumbers(1)
    const made = Array.from({ length: 25 }, () => numbers.next('NGK', ['BKR6E?', '9#']))
    expect(made.filter((n) => n.startsWith('BKR6E'))).toHaveLength(23)
    expect(made.filter((n) => /^9\d$/.test(n))).toHaveLength(2)
    const more = Array.from({ length: 15 }, () => numbers.next('NGK', ['BKR6E?', '9#']))
    expect(more.filter((n) => /^9\d$/.test(n))).toHaveLength(8)
    expect(more.filter((n) => /^BKR6E[A-Z]-2$/.test(n))).toHaveLength(7)
    expect(new Set([...made, ...more]).size).toBe(40)
    expect(numbers.overflows).toBe(7)
  })

  it('depend on the seed', () => {
    expect(new ArticleNumbers(1).next('TRW', ['GDB####'])).not.toBe(
      new ArticleNumbers(2).next('TRW', ['GDB####']),
    )
  })

  it("give each brand's articles valid, distinct EANs behind its GS1 prefix", () => {
    const numbers = new ArticleNumbers(1)
    const eans = Array.from({ length: 500 }, (_, i) => numbers.ean('MANN-FILTER', i + 1))
    expect(eans.every((ean) => ean.startsWith('4011558') && isValidEan13(ean))).toBe(true)
    expect(new Set(eans).size).toBe(500)
  })

  it('of one brand never come from two formats that could produce the same text', () => {
    const formats = new Map<string, Set<string>>()
    for (const partType of PART_TYPES) {
      for (const [brand, entries] of Object.entries(partType.brands)) {
        const set = formats.get(brand) ?? new Set<string>()
        for (const entry of entries) set.add(splitForm(entry)[1])
        formats.set(brand, set)
      }
    }
    const clashes: string[] = []
    for (const [brand, set] of formats) {
      const fixed = [...set].filter((format) => !format.includes('{'))
      fixed.forEach((a, i) => {
        for (const b of fixed.slice(i + 1)) if (overlap(a, b)) clashes.push(`${brand}: ${a} / ${b}`)
      })
    }
    expect(clashes).toEqual([])
  })

  it('split an optional form off a format', () => {
    expect(splitForm('AGM|0 092 S5A 0##')).toEqual(['AGM', '0 092 S5A 0##'])
    expect(splitForm('GDB####')).toEqual([null, 'GDB####'])
  })
})
