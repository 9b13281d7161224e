import { describe, expect, it } from 'vitest'
import { apiError, apiErrorSchema, healthSchema, isApiError } from './api-error'

describe('apiError', () => {
  it('builds the error body with code and message', () => {
    expect(apiError('NOT_FOUND', 'No such product')).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such product' },
    })
  })

  it('builds bodies the schema accepts', () => {
    expect(apiErrorSchema.parse(apiError('BAD_REQUEST', ''))).toEqual(apiError('BAD_REQUEST', ''))
    const refused = apiError('OUT_OF_STOCK', 'Sold out.', { articleNumber: 'P 56 125' })
    expect(apiErrorSchema.parse(refused)).toEqual(refused)
  })
})

describe('isApiError', () => {
  it('recognises the error shape', () => {
    expect(isApiError({ error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } })).toBe(true)
  })

  it('rejects bodies without a code or of another shape', () => {
    expect(isApiError({ error: { code: '', message: 'x' } })).toBe(false)
    expect(isApiError({ error: 'Unauthorized' })).toBe(false)
    expect(isApiError({ message: 'x' })).toBe(false)
    expect(isApiError(null)).toBe(false)
  })
})

describe('healthSchema', () => {
  it('accepts a ready server on the embedded database', () => {
    const health = {
      status: 'ok',
      version: '0.1.0',
      database: { kind: 'pglite', ready: true },
    }
    expect(healthSchema.parse(health)).toEqual(health)
  })

  it('accepts a starting server on PostgreSQL', () => {
    const health = {
      status: 'starting',
      version: '0.1.0',
      database: { kind: 'postgres', ready: false },
    }
    expect(healthSchema.safeParse(health).success).toBe(true)
  })

  it('rejects unknown statuses and database kinds', () => {
    const base = { status: 'ok', version: '1', database: { kind: 'pglite', ready: true } }
    expect(healthSchema.safeParse({ ...base, status: 'down' }).success).toBe(false)
    expect(
      healthSchema.safeParse({ ...base, database: { kind: 'sqlite', ready: true } }).success,
    ).toBe(false)
  })
})
