import type { PersistQueryClientOptions } from '@tanstack/query-persist-client-core'
import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react'

interface PersistedQueryProviderProps {
  client: QueryClient
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>
  /** Once restoring ends, whether or not anything was restored. */
  onSuccess?: () => void
  children: ReactNode
}

/**
 * React Query's PersistQueryClientProvider, with the restore and save code
 * (`@tanstack/query-persist-client-core` and its hydration) loaded as a chunk of its own
 * rather than in the first page's script. As there: queries wait while
 * the device's cache is restored (`useIsRestoring`), then every change is saved again. Unlike
 * there, the cache is also saved once when saving starts: what it held before (the data a
 * page was rendered from on the server, main.tsx) is on the device at once, not only after
 * some later change, so that page opens again offline.
 */
export function PersistedQueryProvider({
  client,
  persistOptions,
  onSuccess,
  children,
}: PersistedQueryProviderProps) {
  const [isRestoring, setIsRestoring] = useState(true)
  const options = useRef({ persistOptions, onSuccess })
  options.current = { persistOptions, onSuccess }
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    void import('@tanstack/query-persist-client-core')
      .then(({ persistQueryClientRestore }) =>
        persistQueryClientRestore({ ...options.current.persistOptions, queryClient: client }),
      )
      .then(() => options.current.onSuccess?.())
      .catch(() => {})
      .finally(() => startTransition(() => setIsRestoring(false)))
  }, [client])

  useEffect(() => {
    if (isRestoring) return
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    void import('@tanstack/query-persist-client-core').then(
      ({ persistQueryClientSave, persistQueryClientSubscribe }) => {
        if (cancelled) return
        const persist = { ...options.current.persistOptions, queryClient: client }
        unsubscribe = persistQueryClientSubscribe(persist)
        void persistQueryClientSave(persist)
      },
    )
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [client, isRestoring])

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  )
}
