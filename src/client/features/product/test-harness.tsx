/** Test-only helpers of the product feature: a router around a component, sample products. */
import type { ReactNode } from 'react'
import { renderInRouter } from '../../test/render-in-router'
import type { Article } from '../../../domain/article-schema'

export const brakePads: Article = {
  articleId: 4711,
  articleNumber: '0 986 494 524',
  articleName: 'Brake pads',
  mfrName: 'BOSCH',
  articleText: [{ text: ['Width: 123 mm'] }, { text: ['Wear indicator: with', 'Axle fitted'] }],
  price: 49900,
  discount: 10000,
  available: true,
  availability: 'in-stock',
  images: [{ imageURL400: '/part-images/402.svg' }],
  rating: 3.6,
  reviews: 12,
  tags: [],
  ean: '4047024123456',
  oeNumbers: [
    { brand: 'VW', number: '5Q0 698 151 B' },
    { brand: 'AUDI', number: '8V0 698 151' },
  ],
}

export function renderWithRouter(
  ui: ReactNode,
  userOptions: Parameters<typeof renderInRouter>[0]['userOptions'] = {},
) {
  return renderInRouter({
    pages: { '/': ui, '/product-preview/$articleNumber': <p>preview</p> },
    basepath: '/en',
    userOptions,
  })
}
