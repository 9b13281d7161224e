import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from './i18n'

const heading = msg`Spare parts for your vehicle`

describe('the translation catalogs', () => {
  it('translates into bokmål for no and keeps English for en', async () => {
    await activateLocale('no')
    expect(i18n._(heading)).toBe('Reservedeler til kjøretøyet ditt')
    await activateLocale('en')
    expect(i18n._(heading)).toBe('Spare parts for your vehicle')
  })

  it('loads the ar catalog on demand, falling back to the English source where untranslated', async () => {
    await activateLocale('ar')
    expect(i18n.locale).toBe('ar')
    expect(i18n._(heading)).toBe('Spare parts for your vehicle')
  })
})
