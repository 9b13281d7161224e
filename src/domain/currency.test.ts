import { describe, expect, it } from 'vitest'
import {
  CURRENCIES,
  changeCurrency,
  convertOre,
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_CODE,
  findCurrency,
} from './currency'

const byCode = (code: string) => {
  const currency = findCurrency(code)
  if (!currency) throw new Error(`no currency ${code}`)
  return currency
}

describe('currencies', () => {
  it('lists EUR, GBP, USD and RUB with the spec rates', () => {
    expect(CURRENCIES.map(({ code, rate }) => [code, rate])).toEqual([
      ['EUR', 0.92],
      ['GBP', 0.78],
      ['USD', 1],
      ['RUB', 64],
    ])
  })

  it('gives every currency a symbol and a name', () => {
    for (const currency of CURRENCIES) {
      expect(currency.symbol).not.toBe('')
      expect(currency.name).not.toBe('')
    }
  })

  it('defaults to USD', () => {
    expect(DEFAULT_CURRENCY_CODE).toBe('USD')
    expect(DEFAULT_CURRENCY.code).toBe('USD')
  })

  it('finds nothing for an unknown code', () => {
    expect(findCurrency('NOK')).toBeUndefined()
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
  it('multiplies by the rate', () => {
    expect(convertOre(10000, byCode('USD'))).toBe(10000)
    expect(convertOre(10000, byCode('RUB'))).toBe(640000)
    expect(convertOre(10000, byCode('EUR'))).toBe(9200)
  })

  it('rounds to whole minor units', () => {
    expect(convertOre(1, byCode('GBP'))).toBe(1)
    expect(convertOre(3, byCode('GBP'))).toBe(2)
    expect(convertOre(12345, byCode('EUR'))).toBe(11357)
  })

  it('refuses fractions of an øre', () => {
    expect(() => convertOre(0.5, byCode('EUR'))).toThrow(RangeError)
  })
})
