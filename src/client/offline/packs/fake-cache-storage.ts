/** In-memory CacheStorage for tests; `quotaAfter` makes `put` throw QuotaExceededError, as a full device does. */
export function fakeCacheStorage(options: { quotaAfter?: number } = {}) {
  const stores = new Map<string, Map<string, Response>>()
  let stored = 0
  const urlOf = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url
  const cacheFor = (entries: Map<string, Response>) => ({
    async put(request: RequestInfo | URL, response: Response) {
      if (options.quotaAfter !== undefined && stored >= options.quotaAfter) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
      stored += 1
      entries.set(urlOf(request), response)
    },
    async match(request: RequestInfo | URL) {
      return entries.get(urlOf(request))?.clone()
    },
    async keys() {
      return [...entries.keys()].map((url) => new Request(url))
    },
    async delete(request: RequestInfo | URL) {
      return entries.delete(urlOf(request))
    },
  })
  return {
    stores,
    async open(name: string) {
      let entries = stores.get(name)
      if (!entries) {
        entries = new Map()
        stores.set(name, entries)
      }
      return cacheFor(entries)
    },
    async keys() {
      return [...stores.keys()]
    },
    async delete(name: string) {
      return stores.delete(name)
    },
    async match(request: RequestInfo | URL) {
      for (const entries of stores.values()) {
        const hit = entries.get(urlOf(request))
        if (hit) return hit.clone()
      }
      return undefined
    },
  }
}
