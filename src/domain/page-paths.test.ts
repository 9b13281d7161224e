import { describe, expect, it } from 'vitest'
import { matchPagePath } from './page-paths'

describe('matching a path to a page of the app', () => {
  it.each([
    ['/', '/'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/cart', '/cart'],
    ['/cart/', '/cart'],
    ['/Cart', '/cart'],
    ['/en/catalog/bremser', '/catalog/$slug'],
    ['/catalog/bremser/products', '/catalog/$slug/products'],
    ['/catalog/products', '/catalog/products'],
    ['/products/bosch-0986-bremseklosser-12', '/products/$slug'],
    ['/product-preview/09.C422.11', '/product-preview/$articleNumber'],
    ['/account/addresses/new', '/account/addresses/new'],
    ['/account/addresses/7', '/account/addresses/$id'],
    ['/admin', '/admin'],
  ])('finds the page %s shows', (url, page) => {
    expect(matchPagePath(url)?.path).toBe(page)
  })

  it('gives the parameters decoded', () => {
    expect(matchPagePath('/products/%C3%A6-12')?.params).toEqual({ slug: 'æ-12' })
  })

  it.each([
    '/no-such-page',
    '/productsx',
    '/products/a/b',
    '/catalog/bremser/other',
    '/a//b',
    '/catalog//products',
    '//',
    '///',
    '/en//',
    '//cart',
    '/cart//',
    '/products/%E0%A4%A',
    '/EN/cart',
    '/en/en/cart',
  ])('finds no page for %s', (url) => {
    expect(matchPagePath(url)).toBeNull()
  })
})
