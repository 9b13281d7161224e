import { describe, expect, it } from 'vitest'
import { ean13CheckDigit, isValidEan13, toEan13 } from './ean13'

describe('EAN-13', () => {
  it('accepts real codes (MANN-FILTER C 2029 is 4011558383008)', () => {
    expect(isValidEan13('4011558383008')).toBe(true)
    expect(isValidEan13('4006381333931')).toBe(true)
  })

  it('computes the check digit that tops the weighted sum up to a multiple of ten', () => {
    expect(ean13CheckDigit('401155838300')).toBe(8)
    expect(ean13CheckDigit('000000000000')).toBe(0)
    expect(toEan13('400638133393')).toBe('4006381333931')
  })

  it('rejects a wrong check digit, wrong length and non-digits', () => {
    expect(isValidEan13('4011558383009')).toBe(false)
    expect(isValidEan13('401155838300')).toBe(false)
    expect(isValidEan13('40115583830088')).toBe(false)
    expect(isValidEan13('40115583830O8')).toBe(false)
    expect(() => ean13CheckDigit('12345')).toThrow()
  })
})
