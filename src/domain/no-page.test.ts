import { describe, expect, it } from 'vitest'
import { hasEmptySegment, noPagePath } from './no-page'

describe('addresses that are no page', () => {
  it.each(['//', '///', '//cart', '/cart//', '/a//b', '/en//'])(
    'finds an empty segment in %s',
    (path) => {
      expect(hasEmptySegment(path)).toBe(true)
    },
  )

  it.each(['/', '/en', '/cart/', '/en/catalog/bremser'])('finds none in %s', (path) => {
    expect(hasEmptySegment(path)).toBe(false)
  })

  it.each([
    ['//', '/404'],
    ['/cart//', '/404'],
    ['/en//', '/en/404'],
    ['/en//cart', '/en/404'],
  ])('draws %s as the 404 page in its language, %s', (path, page) => {
    expect(noPagePath(path)).toBe(page)
  })
})
