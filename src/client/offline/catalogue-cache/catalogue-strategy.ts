/**
 * Honours the server's `Cache-Control` (max-age, stale-while-revalidate, then network first); refreshes send the ETag.
 */
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies'
import { freshnessOf, parseCacheControl, STORED_AT_HEADER, storedAtOf } from './freshness'

const ASKS_NETWORK: ReadonlySet<RequestCache> = new Set(['no-store', 'no-cache', 'reload'])

export interface CatalogueStrategyOptions extends StrategyOptions {
  networkTimeoutSeconds: number
}

export class CatalogueStrategy extends Strategy {
  private readonly networkTimeoutMs: number

  constructor({ networkTimeoutSeconds, ...options }: CatalogueStrategyOptions) {
    super(options)
    this.networkTimeoutMs = networkTimeoutSeconds * 1000
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const kept = await handler.cacheMatch(request)
    if (kept && !ASKS_NETWORK.has(request.cache)) {
      const policy = parseCacheControl(kept.headers.get('cache-control'))
      const freshness = freshnessOf(policy, storedAtOf(kept.headers), Date.now())
      if (freshness === 'fresh') return kept
      if (freshness === 'stale') {
        // A failed refresh keeps the copy as it is; the next view tries again.
        void handler.waitUntil(this.refresh(request, kept.clone(), handler).catch(() => undefined))
        return kept
      }
    }
    const response = await this.networkFirst(request, kept, handler)
    if (!response) throw new Error(`No answer for ${request.url}`)
    return response
  }

  private async networkFirst(
    request: Request,
    kept: Response | undefined,
    handler: StrategyHandler,
  ): Promise<Response | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const network = handler.waitUntil(
      this.refresh(request, kept?.clone(), handler)
        .catch(() => kept)
        .finally(() => clearTimeout(timer)),
    )
    // With no copy to fall back to, the network is waited for however long it takes.
    const timeout = new Promise<Response | undefined>((resolve) => {
      timer = setTimeout(() => resolve(kept), this.networkTimeoutMs)
    })
    return (await Promise.race([network, timeout])) ?? (await network)
  }

  private async refresh(
    request: Request,
    kept: Response | undefined,
    handler: StrategyHandler,
  ): Promise<Response> {
    const etag = kept?.headers.get('etag')
    const headers = new Headers(request.headers)
    if (etag) headers.set('if-none-match', etag)
    // The browser's HTTP cache would hand back its own (perhaps stale) copy: a conditional
    // request passes it by, and without a validator it must revalidate.
    const response = await handler.fetch(
      new Request(request, { headers, cache: etag ? 'no-store' : 'no-cache' }),
    )
    if (response.status === 304 && kept) {
      const renewed = await restamped(kept, response.headers)
      await handler.cachePut(request, renewed.clone())
      return renewed
    }
    if (response.ok) {
      const copy = response.clone()
      void handler.waitUntil(restamped(copy).then((stamped) => handler.cachePut(request, stamped)))
    }
    return response
  }
}

async function restamped(response: Response, notModified?: Headers): Promise<Response> {
  const headers = new Headers(response.headers)
  for (const name of ['cache-control', 'etag', 'date']) {
    const value = notModified?.get(name)
    if (value) headers.set(name, value)
  }
  headers.set(STORED_AT_HEADER, String(Date.now()))
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
