import { describe, expect, it } from 'vitest'
import { avatarUrl } from './avatar'

describe('avatarUrl', () => {
  it('puts the avatar path on the API host', () => {
    expect(avatarUrl('/api/uploads/avatars/a.png', 'https://api.delelager.no/api')).toBe(
      'https://api.delelager.no/api/uploads/avatars/a.png',
    )
  })

  it('uses the page’s own host when the API is on it', () => {
    expect(avatarUrl('/api/uploads/avatars/a.png', '/api')).toBe(
      `${window.location.origin}/api/uploads/avatars/a.png`,
    )
  })
})
