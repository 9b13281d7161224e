/** Test-only: a component drawn inside a memory router, with the app's language and query client. */
import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
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
import type { Locale } from '../../domain/locale'
import { i18n } from '../i18n/i18n'
import { LocaleProvider } from '../i18n/locale-context'
import { createQueryClient } from '../offline/query-client'

export interface RouterSetup {
  /** What each path draws; `null` for a page that only has to exist as a link target. */
  pages: Record<string, ReactNode>
  /** What the root route draws around the page (`outlet`): a header, toasts, a provider. */
  layout?: (outlet: ReactNode) => ReactNode
  /** The router's base path, such as `/en`; none by default. */
  basepath?: string
  /** The first address, base path included; the base path's `/` by default. */
  at?: string
  locale?: Locale
  queryClient?: QueryClient
  userOptions?: Parameters<typeof userEvent.setup>[0]
}

export function renderInRouter({
  pages,
  layout = (outlet) => outlet,
  basepath,
  at = `${basepath ?? ''}/`,
  locale = 'en',
  queryClient = createQueryClient(),
  userOptions,
}: RouterSetup) {
  const rootRoute = createRootRoute({ component: () => layout(<Outlet />) })
  const routes = Object.entries(pages).map(([path, page]) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => page }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    basepath,
    history: createMemoryHistory({ initialEntries: [at] }),
  })
  render(
    <LocaleProvider locale={locale}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </LocaleProvider>,
  )
  return { router, queryClient, user: userEvent.setup(userOptions) }
}
