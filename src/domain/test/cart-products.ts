/** Test-only: products as the cart takes them, one plain and one with options to choose. */
import type { CartProduct } from '../cart'

export const brakePads: CartProduct = {
  articleId: 100,
  articleNumber: 'BP-100',
  mfrName: 'BOSCH',
  name: 'Bremseklosser foran',
  price: 49900,
  discount: 4900,
}

export const wiper: CartProduct = {
  articleId: 60,
  articleNumber: 'WB-60',
  mfrName: 'VALEO',
  name: 'Vindusvisker',
  price: 19900,
  discount: 0,
  options: [
    {
      slug: 'lengde',
      name: 'Lengde',
      values: [
        { slug: '500', name: '500 mm' },
        { slug: '600', name: '600 mm' },
      ],
    },
    { slug: 'side', name: 'Side', values: [{ slug: 'forer', name: 'Fører' }] },
  ],
}
