import { describe, expect, it } from 'vitest'
import {
  formatRegistrationNumber,
  MISSING_REGISTRATION_NUMBER_MESSAGE,
  normalizeRegistrationNumber,
  plateKind,
  REGISTRATION_NUMBER_MESSAGE,
} from './registration'
import { registrationNumberSchema, registrationQuerySchema } from './registration-schema'

describe('normalizeRegistrationNumber', () => {
  it('treats spaces, dashes and lower case as the same plate', () => {
    for (const typed of ['ek 39085', 'EK39085', 'EK-39085', ' ek  39085 ', 'Ek–39085']) {
      expect(normalizeRegistrationNumber(typed)).toBe('EK39085')
    }
  })

  it('upper-cases Norwegian letters of personalised plates', () => {
    expect(normalizeRegistrationNumber('blåbær 1')).toBe('BLÅBÆR1')
  })
})

describe('plateKind', () => {
  it('knows ordinary plates of cars and of motorcycles and trailers', () => {
    expect(plateKind('EK39085')).toBe('ordinary')
    expect(plateKind('AB1234')).toBe('ordinary')
  })

  it('takes 2 to 7 letters and digits as a personalised plate', () => {
    expect(plateKind('OLA')).toBe('personalised')
    expect(plateKind('ÆØ12345')).toBe('personalised')
    expect(plateKind('A12345')).toBe('personalised')
    expect(plateKind('SUPERBI')).toBe('personalised')
  })

  it('refuses what is no plate', () => {
    for (const plate of ['A', 'AB123456', 'SUPERBIL1', 'SUPERBIL', '<SCRIPT>', 'AB 123', '🚗🚗']) {
      expect(plateKind(plate)).toBeNull()
    }
  })
})

describe('formatRegistrationNumber', () => {
  it('prints ordinary plates with a space and personalised ones as they are', () => {
    expect(formatRegistrationNumber('EK39085')).toBe('EK 39085')
    expect(formatRegistrationNumber('OLA')).toBe('OLA')
  })
})

describe('registrationNumberSchema', () => {
  it('answers the normalised plate for anything typed the usual ways', () => {
    expect(registrationNumberSchema.parse('ek 39085')).toBe('EK39085')
    expect(registrationNumberSchema.parse('el-12345')).toBe('EL12345')
  })

  it.each(['AB 123456', 'SUPERBIL1', 'X'.repeat(50), '🚗 12345', '<script>', 'AB_12345', 'A'])(
    'refuses %j with the plate-format message',
    (typed) => {
      const result = registrationNumberSchema.safeParse(typed)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(REGISTRATION_NUMBER_MESSAGE)
    },
  )

  it('asks for a plate when none is given', () => {
    for (const typed of [undefined, '', '  - ']) {
      const result = registrationNumberSchema.safeParse(typed)
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        MISSING_REGISTRATION_NUMBER_MESSAGE,
      ])
    }
  })

  it('reads the query of the look-up with Norwegian as the default language', () => {
    expect(registrationQuerySchema.parse({ registrationNumber: 'ek 39085' })).toEqual({
      lang: 'no',
      registrationNumber: 'EK39085',
    })
  })
})
