import type { ReactNode } from 'react'
import { beforeAll, beforeEach } from 'vitest'
import type { CartProduct } from '../../../domain/cart'
import { activateLocale } from '../../i18n/i18n'
import { renderInRouter } from '../../test/render-in-router'
import { clearToasts, Toasts } from '../../ui/toasts'
import { cartStore } from '../../data/cart/cart'

export const pads: CartProduct = {
  articleId: 1001,
  articleNumber: '0 986 494 524',
  mfrName: 'BOSCH',
  name: 'BOSCH Brake pads',
  price: 49900,
  discount: 10000,
  image: '/part-images/402.svg',
}
export const filter: CartProduct = {
  articleId: 1002,
  articleNumber: 'W 712/95',
  mfrName: 'MANN-FILTER',
  name: 'MANN-FILTER Oil filter',
  price: 19900,
  discount: 0,
}

export async function cartWith(...lines: [CartProduct, number][]) {
  await cartStore.ready()
  await cartStore.reset()
  clearToasts()
  for (const [product, quantity] of lines) await cartStore.add(product, quantity)
}

export function startEachTestWithEmptyCart() {
  beforeAll(async () => {
    await activateLocale('en')
  })
  beforeEach(async () => {
    await cartWith()
  })
}

export function renderInApp(ui: ReactNode) {
  return renderInRouter({
    pages: {
      '/': ui,
      '/cart': <p>cart page</p>,
      '/catalog': <p>catalogue</p>,
      '/product-preview/$articleNumber': <p>preview</p>,
    },
    layout: (outlet) => (
      <>
        {outlet}
        <Toasts />
      </>
    ),
    basepath: '/en',
  })
}
