import { describe, expect, it } from 'vitest'
import {
  decodeVin,
  expectedCheckDigit,
  isModelOfFamily,
  modelYearCandidates,
  vinSchema,
} from './vin'

const TODAY = new Date('2026-11-23T12:00:00Z')

function vinError(input: unknown): string | undefined {
  const result = vinSchema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('vinSchema', () => {
  it('accepts a 17-character VIN and upper-cases lower-case input', () => {
    expect(vinSchema.parse('WVWZZZAUZEW123456')).toBe('WVWZZZAUZEW123456')
    expect(vinSchema.parse(' wvwzzzauzew123456 ')).toBe('WVWZZZAUZEW123456')
  })

  it('refuses 16 and 18 characters, saying how many a VIN has', () => {
    expect(vinError('WVWZZZAUZEW12345')).toBe('A VIN has 17 characters; this one has 16.')
    expect(vinError('WVWZZZAUZEW1234567')).toBe('A VIN has 17 characters; this one has 18.')
  })

  it('refuses I, O and Q, naming the letter and its position', () => {
    expect(vinError('WVWZZZAUZEW12345I')).toMatch(/I, O or Q \(found I at position 17\)/)
    expect(vinError('WVWZZZAUZEO123456')).toMatch(/found O at position 11/)
    expect(vinError('qVWZZZAUZEW123456')).toMatch(/found Q at position 1/)
  })

  it('refuses empty text, punctuation and non-strings', () => {
    expect(vinError('')).toBe('A VIN is required.')
    expect(vinError('WVW-ZZAUZEW123456')).toMatch(/only letters and digits/)
    expect(vinError(undefined)).toBe('A VIN is required.')
  })
})

describe('decodeVin', () => {
  it('reads a Norwegian Golf VII: Volkswagen, both years of E, no check digit demanded', () => {
    const decoded = decodeVin('WVWZZZAUZEW123456', TODAY)
    expect(decoded).toEqual({
      vin: 'WVWZZZAUZEW123456',
      wmi: 'WVW',
      make: 'Volkswagen',
      model: 'Golf VII',
      modelYears: [1984, 2014],
      checkDigit: 'not-applicable',
      warnings: [],
    })
  })

  it('never rejects the real Norwegian Golf whose check digit fails', () => {
    const decoded = decodeVin('WVWZZZAUZH8950429', TODAY)
    expect(expectedCheckDigit('WVWZZZAUZH8950429')).toBe('X')
    expect(decoded.checkDigit).toBe('not-applicable')
    expect(decoded.modelYears).toEqual([1987, 2017])
  })

  it('checks the check digit of North American VINs and warns when it is wrong', () => {
    const tesla = decodeVin('5YJ3E7EBXLF123456', TODAY)
    expect(tesla).toMatchObject({ make: 'Tesla', model: 'Model 3', checkDigit: 'valid' })
    expect(tesla.modelYears).toEqual([1990, 2020])
    expect(tesla.warnings).toEqual([])

    const mistyped = decodeVin('5YJ3E7EB0LF123456', TODAY)
    expect(mistyped.checkDigit).toBe('invalid')
    expect(mistyped.warnings).toEqual([expect.stringMatching(/is 0 but should be X/)])
  })

  it('computes the check digits of the 49 CFR sample and other known VINs', () => {
    expect(expectedCheckDigit('1G4AH59H45G118341')).toBe('4')
    expect(expectedCheckDigit('1M8GDM9AXKP042788')).toBe('X')
    expect(expectedCheckDigit('WDBFA68F42F202731')).toBe('4')
    expect(expectedCheckDigit('WAUZZZ4G9FN072347')).toBe('9')
  })

  it('reads the model line of Teslas from every plant', () => {
    expect(decodeVin('5YJYGDEE7MF123456', TODAY).model).toBe('Model Y')
    expect(decodeVin('LRW3E7EK4NC123456', TODAY)).toMatchObject({
      make: 'Tesla',
      model: 'Model 3',
      checkDigit: 'not-applicable',
    })
    expect(decodeVin('XP7YGCEK1PB123456', TODAY).model).toBe('Model Y')
  })

  it('names the make but no model where the VIN does not say one reliably', () => {
    expect(decodeVin('TMBJG7NE8G0123456', TODAY)).toMatchObject({ make: 'Škoda', model: null })
    expect(decodeVin('YV1ZWA8UDK1123456', TODAY)).toMatchObject({ make: 'Volvo', model: null })
    expect(decodeVin('WDD2050041R123456', TODAY)).toMatchObject({ make: 'Mercedes-Benz' })
  })

  it('answers no make for a maker code outside the catalogue', () => {
    expect(decodeVin('ZAR94000007123456', TODAY)).toMatchObject({ make: null, model: null })
  })

  it('adds positions 12–14 to the maker code of small makers', () => {
    expect(decodeVin('SA9AB123CD4567890', TODAY).wmi).toBe('SA9567')
  })

  it('warns that SEAT and Cupra share a maker code', () => {
    expect(decodeVin('VSSZZZKLZMR123456', TODAY)).toMatchObject({
      make: 'Seat',
      warnings: [expect.stringMatching(/Cupra/)],
    })
  })

  it('warns when position 10 is not a year code and gives no years', () => {
    const decoded = decodeVin('WVWZZZAUZ0W123456', TODAY)
    expect(decoded.modelYears).toEqual([])
    expect(decoded.warnings).toEqual([expect.stringMatching(/not a model-year code/)])
  })
})

describe('modelYearCandidates', () => {
  it('gives both years of the 30-year cycle, none later than the latest year', () => {
    expect(modelYearCandidates('E', 2027)).toEqual([1984, 2014])
    expect(modelYearCandidates('V', 2027)).toEqual([1997, 2027])
    expect(modelYearCandidates('W', 2027)).toEqual([1998])
    expect(modelYearCandidates('9', 2027)).toEqual([2009])
    expect(modelYearCandidates('U', 2027)).toEqual([])
  })
})

describe('isModelOfFamily', () => {
  it('matches the family and its body styles but not the next generation', () => {
    expect(isModelOfFamily('Golf VII (5G1, BQ1, BE1, BE2)', 'Golf VII')).toBe(true)
    expect(isModelOfFamily('Golf VII Variant (BA5, BV5)', 'Golf VII')).toBe(true)
    expect(isModelOfFamily('Golf VIII (CD1)', 'Golf VII')).toBe(false)
    expect(isModelOfFamily('Model 3', 'Model 3')).toBe(true)
  })
})
