import { describe, expect, it } from 'vitest'
import type { Article } from '../../domain/article-schema'
import { canonicalLink, jsonLdScript, productStructuredData } from './page-head'

const ARTICLE: Article = {
  articleId: 7,
  articleNumber: '0 986 494 524',
  articleName: 'Bremseklosser',
  mfrName: 'BOSCH',
  articleText: [],
  price: 49_900,
  discount: 0,
  available: true,
  availability: 'on-backorder',
  images: [],
  rating: 0,
  reviews: 0,
  tags: [],
}

describe('what a page tells search engines', () => {
  it('escapes the canonical address for its attribute', () => {
    expect(canonicalLink('https://shop.example/a?b="1"&c=<2>')).toBe(
      '<link rel="canonical" href="https://shop.example/a?b=&quot;1&quot;&amp;c=&lt;2&gt;">',
    )
  })

  it('offers an article on backorder as BackOrder, and one without a price not at all', () => {
    const url = 'https://shop.example/products/x-7'

    expect(productStructuredData(ARTICLE, url).offers).toMatchObject({
      price: '499.00',
      availability: 'https://schema.org/BackOrder',
    })
    expect(
      productStructuredData({ ...ARTICLE, price: 0, available: false }, url),
    ).not.toHaveProperty('offers')
  })

  it('keeps a name that holds a closing script tag inside the JSON-LD', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' })

    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(script.slice(35, -9))).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
