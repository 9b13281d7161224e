import { describe, expect, it } from 'vitest'
import {
  EMAIL_MAX_LENGTH,
  ERROR_FORM_INCORRECT_EMAIL,
  ERROR_FORM_REQUIRED,
  emailSchema,
  isValidEmail,
} from './email'

describe('isValidEmail', () => {
  it('accepts one @ with text on both sides', () => {
    expect(isValidEmail('ola@example.no')).toBe(true)
    expect(isValidEmail('a@b')).toBe(true)
  })

  it('rejects a missing side', () => {
    expect(isValidEmail('@b')).toBe(false)
    expect(isValidEmail('a@')).toBe(false)
    expect(isValidEmail('@')).toBe(false)
  })

  it('rejects no @ and more than one @', () => {
    expect(isValidEmail('ola.example.no')).toBe(false)
    expect(isValidEmail('a@@b')).toBe(false)
    expect(isValidEmail('a@b@c')).toBe(false)
    expect(isValidEmail('')).toBe(false)
  })
})

describe('emailSchema', () => {
  const messages = (input: unknown) =>
    emailSchema.safeParse(input).error?.issues.map((issue) => issue.message)

  it('trims a valid address', () => {
    expect(emailSchema.parse('  ola@example.no ')).toBe('ola@example.no')
  })

  it('reports an empty or blank address as required', () => {
    expect(messages('')).toEqual([ERROR_FORM_REQUIRED])
    expect(messages('   ')).toEqual([ERROR_FORM_REQUIRED])
  })

  it('reports a malformed address as incorrect', () => {
    expect(messages('a@@b')).toEqual([ERROR_FORM_INCORRECT_EMAIL])
    expect(messages('ola')).toEqual([ERROR_FORM_INCORRECT_EMAIL])
  })

  it('rejects an address longer than 254 characters', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - 2)
    expect(emailSchema.safeParse(`${local}@b`).success).toBe(true)
    expect(messages(`${local}a@b`)).toEqual([ERROR_FORM_INCORRECT_EMAIL])
  })

  it('rejects values that are not strings', () => {
    expect(emailSchema.safeParse(42).success).toBe(false)
    expect(emailSchema.safeParse(undefined).success).toBe(false)
  })
})
