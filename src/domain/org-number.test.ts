import { describe, expect, it } from 'vitest'
import {
  formatOrgNumber,
  isValidOrgNumber,
  normalizeOrgNumber,
  orgNumberCheckDigit,
} from './org-number'

describe('orgNumberCheckDigit', () => {
  it('is 11 minus the weighted sum modulo 11', () => {
    // 3·1 + 2·2 + 7·3 + 6·4 + 5·5 + 4·6 + 3·7 + 2·8 = 138; 138 mod 11 = 6; 11 − 6 = 5
    expect(orgNumberCheckDigit('12345678')).toBe(5)
    // 3·3 + 2·1 + 7·5 + 6·4 + 5·8 + 4·2 + 3·0 + 2·9 = 136; 136 mod 11 = 4; 11 − 4 = 7
    expect(orgNumberCheckDigit('31548209')).toBe(7)
  })

  it('is 0 when the weighted sum divides by 11', () => {
    // 3·1 + 2·4 = 11; 11 mod 11 = 0
    expect(orgNumberCheckDigit('14000000')).toBe(0)
  })

  it('is null when the computed digit would be 10 (such numbers are never issued)', () => {
    // 3·4 = 12; 12 mod 11 = 1; 11 − 1 = 10
    expect(orgNumberCheckDigit('40000000')).toBeNull()
    // 3·1 = 3; 11 − 3 = 8
    expect(orgNumberCheckDigit('10000000')).toBe(8)
  })

  it('refuses anything but eight digits', () => {
    expect(() => orgNumberCheckDigit('1234567')).toThrow(RangeError)
    expect(() => orgNumberCheckDigit('1234567a')).toThrow(RangeError)
  })
})

describe('isValidOrgNumber', () => {
  it('accepts nine digits whose last is the check digit', () => {
    expect(isValidOrgNumber('123456785')).toBe(true)
    expect(isValidOrgNumber('315482097')).toBe(true)
    expect(isValidOrgNumber('140000000')).toBe(true)
  })

  it('accepts the number typed in groups with spaces or dots', () => {
    expect(isValidOrgNumber('315 482 097')).toBe(true)
    expect(isValidOrgNumber('315.482.097')).toBe(true)
  })

  it('refuses a wrong check digit', () => {
    expect(isValidOrgNumber('123456789')).toBe(false)
    expect(isValidOrgNumber('315482098')).toBe(false)
  })

  it('refuses a number whose check digit would be 10, whatever its last digit', () => {
    for (let last = 0; last <= 9; last += 1) {
      expect(isValidOrgNumber(`40000000${last}`)).toBe(false)
    }
  })

  it('refuses too few or too many digits, letters and an empty string', () => {
    expect(isValidOrgNumber('12345678')).toBe(false)
    expect(isValidOrgNumber('1234567850')).toBe(false)
    expect(isValidOrgNumber('12345678x')).toBe(false)
    expect(isValidOrgNumber('')).toBe(false)
  })
})

describe('formatting', () => {
  it('groups the nine digits in threes', () => {
    expect(formatOrgNumber('315482097')).toBe('315 482 097')
    expect(formatOrgNumber('315.482.097')).toBe('315 482 097')
  })

  it('strips separators when normalising', () => {
    expect(normalizeOrgNumber(' 315 482\t097 ')).toBe('315482097')
  })
})
