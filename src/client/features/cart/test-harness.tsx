/** Test-only helpers of the cart feature: the app's pieces around a component, a fresh cart. */
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import type { CartProduct } from '../../../domain/cart'
import { i18n } from '../../i18n/i18n'
import { LocaleProvider } from '../../i18n/locale-context'
import { clearToasts, Toasts } from '../../ui/toasts'
import { cartStore } from './cart'

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

/** Empties the app's cart and the toasts, and puts `lines` in the cart: [product, quantity]. */
export async function cartWith(...lines: [CartProduct, number][]) {
  await cartStore.ready()
  await cartStore.reset()
  clearToasts()
  for (const [product, quantity] of lines) await cartStore.add(product, quantity)
}

/** `ui` at `/en/` of an English router that knows the pages the cart links to, with toasts. */
export function renderInApp(ui: ReactNode) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toasts />
      </>
    ),
  })
  const page = (path: string, component: () => ReactNode) =>
    createRoute({ getParentRoute: () => rootRoute, path, component })
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      page('/', () => ui),
      page('/cart', () => <p>cart page</p>),
      page('/catalog', () => <p>catalogue</p>),
      page('/product-preview/$articleNumber', () => <p>preview</p>),
    ]),
    basepath: '/en',
    history: createMemoryHistory({ initialEntries: ['/en/'] }),
  })
  render(
    <LocaleProvider locale="en">
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </LocaleProvider>,
  )
  return { router, user: userEvent.setup() }
}
