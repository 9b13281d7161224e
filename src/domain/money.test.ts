import { describe, expect, it } from 'vitest'
import {
  assertOre,
  formatMoney,
  kronerToOre,
  MVA_RATE,
  mvaOf,
  oreToDecimal,
  oreToKroner,
} from './money'

/** U+00A0, the space Intl puts in Norwegian amounts. */
const NBSP = '\u00a0'

describe('formatMoney', () => {
  it('formats øre as Norwegian kroner with no-break spaces', () => {
    expect(formatMoney(123450)).toBe(`1${NBSP}234,50${NBSP}kr`)
    expect(formatMoney(123450, 'no')).toBe(`1${NBSP}234,50${NBSP}kr`)
  })

  it('always shows two decimals', () => {
    expect(formatMoney(0)).toBe(`0,00${NBSP}kr`)
    expect(formatMoney(2500)).toBe(`25,00${NBSP}kr`)
    expect(formatMoney(1)).toBe(`0,01${NBSP}kr`)
  })

  it('groups millions', () => {
    expect(formatMoney(1234567890)).toBe(`12${NBSP}345${NBSP}678,90${NBSP}kr`)
  })

  it('writes a negative amount with a true minus sign', () => {
    expect(formatMoney(-123450)).toBe(`\u22121${NBSP}234,50${NBSP}kr`)
  })

  it('formats English with kr in front and English separators', () => {
    expect(formatMoney(123450, 'en')).toBe(`kr${NBSP}1,234.50`)
    expect(formatMoney(-123450, 'en')).toBe(`-kr${NBSP}1,234.50`)
  })

  it('refuses fractions of an øre', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError)
  })
})

describe('kronerToOre', () => {
  it('multiplies kroner by 100', () => {
    expect(kronerToOre(25)).toBe(2500)
    expect(kronerToOre(1234.5)).toBe(123450)
  })

  it('rounds away the binary noise of decimal kroner', () => {
    expect(kronerToOre(0.1 + 0.2)).toBe(30)
    expect(kronerToOre(19.99)).toBe(1999)
  })

  it('rejects amounts that are not finite', () => {
    expect(() => kronerToOre(Number.NaN)).toThrow(RangeError)
    expect(() => kronerToOre(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('oreToKroner', () => {
  it('divides øre by 100', () => {
    expect(oreToKroner(123450)).toBe(1234.5)
  })
})

describe('oreToDecimal', () => {
  it.each([
    [12345, '123.45'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
    [-250, '-2.50'],
  ])('writes %i øre as %s kroner', (ore, text) => {
    expect(oreToDecimal(ore)).toBe(text)
  })

  it('refuses a fraction of an øre', () => {
    expect(() => oreToDecimal(1.5)).toThrow(RangeError)
  })
})

describe('assertOre', () => {
  it('accepts whole numbers of øre', () => {
    expect(() => assertOre(0)).not.toThrow()
    expect(() => assertOre(-5)).not.toThrow()
  })

  it('rejects fractions, NaN and unsafe integers', () => {
    expect(() => assertOre(0.5)).toThrow(RangeError)
    expect(() => assertOre(Number.NaN)).toThrow(RangeError)
    expect(() => assertOre(2 ** 60)).toThrow(RangeError)
  })
})

describe('mvaOf', () => {
  it('is 25 % of the amount', () => {
    expect(MVA_RATE).toBe(0.25)
    expect(mvaOf(10000)).toBe(2500)
  })

  it('rounds to whole øre, half an øre up', () => {
    expect(mvaOf(2)).toBe(1)
    expect(mvaOf(1)).toBe(0)
    expect(mvaOf(3)).toBe(1)
    expect(mvaOf(1999)).toBe(500)
  })

  it('refuses fractions of an øre', () => {
    expect(() => mvaOf(10.5)).toThrow(RangeError)
  })
})
