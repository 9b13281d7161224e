import { describe, expect, it } from 'vitest'
import { routerPath } from './no-page'

describe('the path the router is given for an address', () => {
  it.each([
    ['//', '/404'],
    ['///', '/404'],
    ['//cart', '/404'],
    ['/cart//', '/404'],
    ['/a//b', '/404'],
    ['/en//', '/en/404'],
    ['/en//cart', '/en/404'],
  ])('gives %s, with an empty segment, the 404 page’s path %s', (address, path) => {
    expect(routerPath(address)).toBe(path)
  })

  it.each(['/', '/en', '/cart/', '/en/catalog/bremser'])('gives %s as it is', (address) => {
    expect(routerPath(address)).toBe(address)
  })
})
