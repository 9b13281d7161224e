/** Test-only helpers of the product feature: a router around a component, sample products. */
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
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
import { i18n } from '../../i18n/i18n'
import { LocaleProvider } from '../../i18n/locale-context'
import { createQueryClient } from '../../offline/query-client'
import type { Product } from '../../lib/get-product'

export const brakePads: Product = {
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

/** The native dialog's modal API, which jsdom lacks: open, and close with its `close` event. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
}

/** `ui` on `/` of an English router that also knows `/product-preview/$articleNumber`. */
export function renderWithRouter(
  ui: ReactNode,
  options: Parameters<typeof userEvent.setup>[0] = {},
) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> })
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/product-preview/$articleNumber',
      component: () => <p>preview</p>,
    }),
  ])
  const router = createRouter({
    routeTree,
    basepath: '/en',
    history: createMemoryHistory({ initialEntries: ['/en/'] }),
  })
  render(
    <LocaleProvider locale="en">
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </LocaleProvider>,
  )
  return { router, user: userEvent.setup(options) }
}
