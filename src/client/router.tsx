import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { Locale } from '../domain/locale'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
}

/** English pages live under `/en`, Norwegian ones at the root (spec §2). */
export function createAppRouter(locale: Locale, queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    basepath: locale === 'en' ? '/en' : '/',
    context: { queryClient },
    defaultPreload: 'intent',
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
