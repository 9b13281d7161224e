import { I18nProvider } from '@lingui/react'
import type { Persister } from '@tanstack/query-persist-client-core'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type RegisteredRouter, RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { Locale } from '../../domain/locale'
import { i18n } from '../i18n/i18n'
import { LocaleProvider } from '../i18n/locale-context'
import { whenAccountLeaves } from '../offline/account-leaves'
import { PersistedQueryProvider } from '../offline/persisted-query-provider'
import { PERSIST_BUSTER, PERSIST_MAX_AGE_MS, shouldPersistQuery } from '../offline/query-client'
import { releaseServerHtml } from '../lib/server-rendered'
import { removePreloader } from '../ui/preloader'

interface AppProps {
  locale: Locale
  queryClient: QueryClient
  router: RegisteredRouter
  /** IndexedDB persistence of the query cache; tests leave it out. */
  persister?: Persister
}

/** The whole app: language, translations, data cache and routes. */
export function App({ locale, queryClient, router, persister }: AppProps) {
  // index.html's preloader goes about 0.1 s after the first render.
  useEffect(() => {
    const cancelRelease = releaseServerHtml()
    const cancelPreloader = removePreloader()
    return () => {
      cancelRelease()
      cancelPreloader()
    }
  }, [])
  // Whoever signs out, in any tab, or whose session ends: nothing of theirs stays for the next.
  useEffect(
    () =>
      whenAccountLeaves(
        () => void import('../offline/personal-data').then((m) => m.clearPersonalData(queryClient)),
      ),
    [queryClient],
  )
  const routes = <RouterProvider router={router} />
  return (
    <LocaleProvider locale={locale}>
      <I18nProvider i18n={i18n}>
        {persister ? (
          <PersistedQueryProvider
            client={queryClient}
            persistOptions={{
              persister,
              maxAge: PERSIST_MAX_AGE_MS,
              buster: PERSIST_BUSTER,
              dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
            }}
            onSuccess={() => queryClient.resumePausedMutations()}
          >
            {routes}
          </PersistedQueryProvider>
        ) : (
          <QueryClientProvider client={queryClient}>{routes}</QueryClientProvider>
        )}
      </I18nProvider>
    </LocaleProvider>
  )
}
