import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { Locale } from '../domain/locale'
import { routeTree } from './routeTree.gen'

/** English pages live under `/en`, Norwegian ones at the root. */
export function createAppRouter(locale: Locale, queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    basepath: locale === 'en' ? '/en' : '/',
    context: { queryClient, locale },
    defaultPreload: 'intent',
    // Loaders only fill React Query's cache, which decides what is fresh: a hovered link
    // always asks it (as TanStack Router advises with an outside cache).
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server the router would write its restoring script into
    // the page, which the CSP refuses and the browser's render does not have.
    scrollRestoration: !import.meta.env.SSR,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
