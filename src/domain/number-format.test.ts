import { describe, expect, it } from 'vitest'
import { formatCurrencyAmount, formatHundredths, formatInteger } from './number-format'

const INTL_LOCALE = { no: 'nb-NO', en: 'en-GB' } as const
const LOCALES = ['no', 'en'] as const

/** Whole numbers around every grouping boundary, both signs, up to the largest safe one. */
const INTEGERS = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  9999,
  10_000,
  12_345,
  99_999,
  100_000,
  999_999,
  1_000_000,
  1_234_567,
  2_147_483_647,
  Number.MAX_SAFE_INTEGER,
].flatMap((n) => (n === 0 ? [0] : [n, -n]))

describe('formatInteger', () => {
  it.each(LOCALES)('writes whole numbers exactly as Intl.NumberFormat does (%s)', (locale) => {
    const intl = new Intl.NumberFormat(INTL_LOCALE[locale])
    for (const n of INTEGERS) expect(formatInteger(n, locale)).toBe(intl.format(n))
  })

  it('refuses what is not a whole number', () => {
    expect(() => formatInteger(1.5, 'no')).toThrow(RangeError)
    expect(() => formatInteger(Number.NaN, 'en')).toThrow(RangeError)
  })
})

describe('formatHundredths', () => {
  it('keeps the sign apart and always shows two decimals', () => {
    expect(formatHundredths(-123_450, 'no')).toEqual({
      negative: true,
      digits: '1\u00a0234,50',
      minus: '\u2212',
    })
    expect(formatHundredths(7, 'en')).toEqual({ negative: false, digits: '0.07', minus: '-' })
  })
})

describe('formatCurrencyAmount', () => {
  const CURRENCIES = [
    ['NOK', 'kr'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['USD', '$'],
    ['RUB', '₽'],
  ] as const
  // Every amount in hundredths from -1 000 000,00 to 1 000 000,00 in uneven steps, plus edges.
  const AMOUNTS = [0, 1, 5, 10, 99, 100, 101, 99_999, 100_000, 123_450, 2_147_483_647]
  for (let hundredths = -100_000_000; hundredths <= 100_000_000; hundredths += 7_654_321)
    AMOUNTS.push(hundredths)

  it.each(LOCALES)(
    "writes amounts exactly as Intl.NumberFormat's currency style with a narrow symbol (%s)",
    (locale) => {
      for (const [code, symbol] of CURRENCIES) {
        const intl = new Intl.NumberFormat(INTL_LOCALE[locale], {
          style: 'currency',
          currency: code,
          currencyDisplay: 'narrowSymbol',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        })
        for (const hundredths of AMOUNTS) {
          expect(formatCurrencyAmount(hundredths, symbol, locale)).toBe(
            intl.format(hundredths / 100),
          )
        }
      }
    },
  )
})
