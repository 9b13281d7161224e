/** Test-only: the whole app (shell, routes, loaders) at an address, on a memory history. */
import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Locale } from '../../domain/locale'
import { createQueryClient } from '../offline/query-client'
import { createAppRouter } from '../router'
import { App } from '../shell/app'

type AppRouter = ReturnType<typeof createAppRouter>

/** The app at `path`; seed `queryClient` first to answer as the API would (or as when offline). */
export function renderApp(
  path: string,
  {
    locale = 'en',
    queryClient = createQueryClient(),
    beforeRender,
  }: {
    locale?: Locale
    queryClient?: ReturnType<typeof createQueryClient>
    /** Sees the router before its first navigation, to subscribe to it. */
    beforeRender?: (router: AppRouter) => void
  } = {},
) {
  const router = createAppRouter(
    locale,
    queryClient,
    createMemoryHistory({ initialEntries: [path] }),
  )
  beforeRender?.(router)
  render(<App locale={locale} queryClient={queryClient} router={router} />)
  return { router, queryClient, user: userEvent.setup() }
}
