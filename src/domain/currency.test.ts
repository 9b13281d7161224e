import { describe, expect, it } from 'vitest'
import {
  CURRENCIES,
  changeCurrency,
  convertOre,
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_CODE,
  findCurrency,
  formatPrice,
  isCurrencyCode,
  NOK_PER_USD,
} from './currency'

/** U+00A0, the space Intl puts in Norwegian amounts. */
const NBSP = '\u00a0'

const byCode = (code: string) => {
  const currency = findCurrency(code)
  if (!currency) throw new Error(`no currency ${code}`)
  return currency
}

describe('currencies', () => {
  it("lists the shop's NOK, then EUR, GBP, USD and RUB with the spec rates per dollar", () => {
    expect(CURRENCIES.map(({ code, rate }) => [code, rate])).toEqual([
      ['NOK', NOK_PER_USD],
      ['EUR', 0.92],
      ['GBP', 0.78],
      ['USD', 1],
      ['RUB', 64],
    ])
  })

  it('gives every currency a symbol and a name, kr for NOK', () => {
    for (const currency of CURRENCIES) {
      expect(currency.symbol).not.toBe('')
      expect(currency.name).not.toBe('')
    }
    expect(byCode('NOK').symbol).toBe('kr')
  })

  it('defaults to NOK, the currency the prices are kept in', () => {
    expect(DEFAULT_CURRENCY_CODE).toBe('NOK')
    expect(DEFAULT_CURRENCY.code).toBe('NOK')
  })

  it('finds nothing for an unknown code', () => {
    expect(findCurrency('SEK')).toBeUndefined()
    expect(isCurrencyCode('SEK')).toBe(false)
    expect(isCurrencyCode('EUR')).toBe(true)
  })
})

describe('changeCurrency', () => {
  it('switches to another known currency', () => {
    expect(changeCurrency(DEFAULT_CURRENCY, 'EUR')).toBe(byCode('EUR'))
  })

  it('returns the same object when the code equals the current one', () => {
    const current = { ...byCode('GBP') }
    expect(changeCurrency(current, 'GBP')).toBe(current)
  })

  it('keeps the current currency when the code is unknown', () => {
    const current = byCode('RUB')
    expect(changeCurrency(current, 'XXX')).toBe(current)
  })
})

describe('convertOre', () => {
  it('keeps kroner as they are', () => {
    expect(convertOre(123456789, byCode('NOK'))).toBe(123456789)
  })

  it('converts kroner through the dollar: 105 kr is 10 dollars, 9.20 euros, 640 roubles', () => {
    expect(convertOre(10500, byCode('USD'))).toBe(1000)
    expect(convertOre(10500, byCode('EUR'))).toBe(920)
    expect(convertOre(10500, byCode('GBP'))).toBe(780)
    expect(convertOre(10500, byCode('RUB'))).toBe(64000)
  })

  it('rounds to whole cents', () => {
    // 1 029,00 kr × 0.92 ÷ 10.5 = 90.16 €
    expect(convertOre(102900, byCode('EUR'))).toBe(9016)
    expect(convertOre(1, byCode('USD'))).toBe(0)
    expect(convertOre(6, byCode('USD'))).toBe(1)
  })

  it('refuses fractions of an øre', () => {
    expect(() => convertOre(0.5, byCode('EUR'))).toThrow(RangeError)
  })
})

describe('formatPrice', () => {
  it('shows kroner as kr, as formatMoney does', () => {
    expect(formatPrice(123450, byCode('NOK'), 'no')).toBe(`1${NBSP}234,50${NBSP}kr`)
    expect(formatPrice(123450, byCode('NOK'), 'en')).toBe(`kr${NBSP}1,234.50`)
  })

  it('shows other currencies with two decimals in Norwegian formatting', () => {
    expect(formatPrice(102900, byCode('EUR'), 'no')).toBe(`90,16${NBSP}€`)
    expect(formatPrice(10500, byCode('USD'), 'no')).toBe(`10,00${NBSP}$`)
    expect(formatPrice(1050000, byCode('RUB'), 'no')).toBe(`64${NBSP}000,00${NBSP}₽`)
  })

  it('shows other currencies in English formatting on English pages', () => {
    expect(formatPrice(102900, byCode('EUR'), 'en')).toBe('€90.16')
    expect(formatPrice(1050000, byCode('GBP'), 'en')).toBe('£780.00')
  })
})
