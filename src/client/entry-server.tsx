/**
 * First HTML rendered on the server, so the first paint needs no JS; the client hydrates from the same queries.
 */
import {
  type Query,
  QueryCache,
  QueryClient,
  type QueryKey,
  type QueryOptions,
} from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { localeFromPath } from '../domain/locale'
import { App } from './shell/app'
import { activateLocale, i18n } from './i18n/i18n'
import { setServerFetch } from './lib/api-client'
import { createAppRouter } from './router'

export interface RenderedQuery {
  queryKey: QueryKey
  data: unknown
  updatedAt: number
}

export interface ServerRender {
  head: string
  html: string
  state: RenderedQuery[]
}

export interface ServerRedirect {
  redirect: string
  status: number
}

let ready: Promise<void> | undefined

export function prepare(fetchImpl: typeof fetch): Promise<void> {
  setServerFetch(fetchImpl)
  ready ??= (async () => {
    await activateLocale('en')
    await activateLocale('no')
  })()
  return ready
}

/** Each pass fetches the queries the one before asked for. */
const MAX_PASSES = 4

type Enabled = boolean | ((query: Query) => boolean) | undefined

/** On the server React Query never fetches by itself. */
function noteWantedQueries(cache: QueryCache): Map<string, QueryOptions> {
  const wanted = new Map<string, QueryOptions>()
  const build = cache.build.bind(cache)
  cache.build = ((client, options, state) => {
    const query = build(client, options, state) as unknown as Query
    const enabled = (options as { enabled?: Enabled }).enabled
    const on = typeof enabled === 'function' ? enabled(query) : enabled !== false
    if (on && options.queryFn && query.state.status === 'pending')
      wanted.set(query.queryHash, options as QueryOptions)
    return query
  }) as QueryCache['build']
  return wanted
}

export async function render(url: string): Promise<ServerRender | ServerRedirect> {
  await ready
  const path = url.split('?')[0] ?? '/'
  const locale = localeFromPath(path)
  const cache = new QueryCache()
  const wanted = noteWantedQueries(cache)
  const queryClient = new QueryClient({
    queryCache: cache,
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  })
  const router = createAppRouter(
    locale,
    queryClient,
    createMemoryHistory({ initialEntries: [url] }),
  )
  // A page that fails here is not sent half-drawn: the client renders the plain shell.
  const failures: unknown[] = []
  router.update({ ...router.options, defaultOnCatch: (error) => failures.push(error) })
  await router.load()
  const moved = movedTo(router._serverResult, path)
  if (moved) return moved
  let html = ''
  const tried = new Set<string>()
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    wanted.clear()
    i18n.activate(locale)
    html = renderToString(<App locale={locale} queryClient={queryClient} router={router} />)
    const waiting = [...wanted].filter(([hash]) => !tried.has(hash))
    if (waiting.length === 0) break
    for (const [hash] of waiting) tried.add(hash)
    await Promise.allSettled(
      waiting.map(([, options]) =>
        queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]),
      ),
    )
  }
  if (failures.length > 0) throw new AggregateError(failures, `rendering ${url} failed`)
  // `<!--$!-->` marks a part React could not render here: not sent half-drawn either.
  if (html.includes('<!--$!-->')) throw new Error(`rendering ${url} left a part to the client`)
  const state = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' })
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }))
  // React's resource hints belong in the head; hydration expects the page alone in #root.
  const hints = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? ''
  return { head: hints, html: html.slice(hints.length), state }
}

/** The router's own redirects (query, trailing slash, escape case) are rendered at the address asked for. */
function movedTo(
  result: ReturnType<typeof createAppRouter>['_serverResult'],
  path: string,
): ServerRedirect | undefined {
  if (result?.type !== 'redirect') return undefined
  const location = result.redirect.headers.get('Location')
  if (!location || samePath(location.split('?')[0] ?? '', path)) return undefined
  return { redirect: location, status: result.redirect.status }
}

function samePath(a: string, b: string): boolean {
  const plain = (path: string) => {
    try {
      return decodeURI(path).replace(/(.)\/$/, '$1')
    } catch {
      return path
    }
  }
  return plain(a) === plain(b)
}
