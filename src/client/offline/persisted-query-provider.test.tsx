import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { dehydrate, QueryClient, useIsRestoring } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PersistedQueryProvider } from './persisted-query-provider'

/** A persister kept in memory: what was restored from, and every save. */
function memoryPersister(stored?: PersistedClient) {
  const saved: PersistedClient[] = []
  const persister: Persister = {
    persistClient: (client) => {
      saved.push(client)
    },
    restoreClient: () => stored,
    removeClient: () => {},
  }
  return { persister, saved }
}

const savedKeys = (client: PersistedClient | undefined) =>
  client?.clientState.queries.map((query) => query.queryKey) ?? []

function Restoring() {
  return <p>{useIsRestoring() ? 'restoring' : 'ready'}</p>
}

function renderProvider(client: QueryClient, persister: Persister) {
  render(
    <PersistedQueryProvider client={client} persistOptions={{ persister, buster: 'test' }}>
      <Restoring />
    </PersistedQueryProvider>,
  )
}

describe('PersistedQueryProvider', () => {
  it('saves what the cache held before it started, with no later change', async () => {
    const client = new QueryClient()
    // As main.tsx puts the server's data in the cache before the app renders.
    client.setQueryData(['categories', 'sidebar', 'no'], [{ slug: 'batteri' }])
    const { persister, saved } = memoryPersister()
    renderProvider(client, persister)
    await waitFor(() => expect(savedKeys(saved.at(-1))).toEqual([['categories', 'sidebar', 'no']]))
  })

  it('restores the saved cache before queries run, then saves every change', async () => {
    const earlier = new QueryClient()
    earlier.setQueryData(['catalogue', 'featured', 'no'], ['kept'])
    const { persister, saved } = memoryPersister({
      timestamp: Date.now(),
      buster: 'test',
      clientState: dehydrate(earlier),
    })

    const client = new QueryClient()
    renderProvider(client, persister)
    expect(screen.getAllByText('restoring')).toHaveLength(1)
    await waitFor(() =>
      expect(client.getQueryData(['catalogue', 'featured', 'no'])).toEqual(['kept']),
    )
    client.setQueryData(['settings'], { phone: '+47 63 94 50 00' })
    await waitFor(() =>
      expect(savedKeys(saved.at(-1))).toEqual([['catalogue', 'featured', 'no'], ['settings']]),
    )
  })
})
