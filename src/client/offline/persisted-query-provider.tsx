import type { PersistQueryClientOptions } from '@tanstack/query-persist-client-core'
import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react'

interface PersistedQueryProviderProps {
  client: QueryClient
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>
  onSuccess?: () => void
  children: ReactNode
}

/**
 * PersistQueryClientProvider with the persist code in a chunk of its own; it also saves once at
 * start, so the server-rendered page's data is on the device at once and opens again offline.
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
