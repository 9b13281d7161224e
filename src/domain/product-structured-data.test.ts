import { describe, expect, it } from 'vitest'
import type { Article } from './article-schema'
import { productStructuredData } from './product-structured-data'

const ARTICLE: Article = {
  articleId: 7,
  articleNumber: '0 986 494 524',
  articleName: 'Bremseklosser',
  mfrName: 'BOSCH',
  articleText: [],
  price: 49_900,
  discount: 900,
  available: true,
  availability: 'on-backorder',
  images: [{ imageURL400: '/part-images/82.svg' }],
  rating: 0,
  reviews: 0,
  tags: [],
}
const URL = 'https://shop.example/products/bosch-0-986-494-524-bremseklosser-7'

describe('the product as schema.org sees it', () => {
  it('names the product, its brand and numbers, and offers it at the price after discount', () => {
    expect(productStructuredData({ ...ARTICLE, ean: '4047024385786' }, URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'BOSCH Bremseklosser',
      sku: '0 986 494 524',
      mpn: '0 986 494 524',
      gtin13: '4047024385786',
      brand: { '@type': 'Brand', name: 'BOSCH' },
      image: 'https://shop.example/part-images/82.svg',
      url: URL,
      offers: {
        '@type': 'Offer',
        url: URL,
        priceCurrency: 'NOK',
        price: '490.00',
        itemCondition: 'https://schema.org/NewCondition',
        availability: 'https://schema.org/BackOrder',
      },
    })
  })

  it('makes no offer for an article without a price, and no gtin13 without an EAN', () => {
    const data = productStructuredData({ ...ARTICLE, price: 0, discount: 0, available: false }, URL)

    expect(data).not.toHaveProperty('offers')
    expect(data).not.toHaveProperty('gtin13')
  })
})
