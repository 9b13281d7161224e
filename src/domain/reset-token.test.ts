import { describe, expect, it } from 'vitest'
import { resetPasswordSearch } from './reset-token'

describe('resetPasswordSearch', () => {
  it('keeps a token of a sane length and drops anything else', () => {
    expect(resetPasswordSearch({ token: 'abc_-1' })).toEqual({ token: 'abc_-1' })
    expect(resetPasswordSearch({})).toEqual({})
    expect(resetPasswordSearch({ token: '' })).toEqual({})
    expect(resetPasswordSearch({ token: 42 })).toEqual({})
    expect(resetPasswordSearch({ token: 'x'.repeat(201) })).toEqual({})
  })
})
