/**
 * Catalogue answers kept in memory, per instance, as `app.readCache`: the same for everyone
 * (no session, no personal data), so a popular listing or product is read from the database
 * once and then served from here until the catalogue changes.
 *
 * Every committed change is announced by the database (migration 0015, channel
 * `catalogue_changed`): the ids of the articles a statement changed, or '*' for anything else.
 * Each instance listens and drops what the change touches — an answer naming a changed article,
 * or everything — so a price set through one instance is gone from every other within the
 * notice's round trip. What no article id ties to an answer (a count of parts in stock in a
 * listing's filters) is kept at most KEEP_MS.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import type { Config } from '../config'

/** The channel the database announces catalogue changes on. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed'
/** Longest an answer is kept, ms, whatever is announced. */
export const KEEP_MS = 60_000

export interface KeptAnswer {
  payload: string
  headers: Record<string, string>
}

export interface ReadCache {
  /** The answer kept for a request key, if any. */
  get(key: string): KeptAnswer | undefined
  /** Where changes stand now; an answer read before a later change is not kept. */
  readonly epoch: number
  /** Keeps an answer read at `epoch`, unless a change came since. */
  set(key: string, answer: KeptAnswer, epoch: number): void
  /** Drops answers naming these articles, or everything. */
  drop(articleIds: readonly number[] | 'all'): void
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `null` when READ_CACHE_MB is 0. */
    readCache: ReadCache | null
  }
}

const ARTICLE_ID = /"articleId":(\d+)/g

export function createReadCache(maxBytes: number): ReadCache {
  // Which kept answers name an article, so a change to it drops just those.
  const byArticle = new Map<number, Set<string>>()
  const articlesOf = new Map<string, number[]>()
  let epoch = 0

  const forget = (key: string) => {
    for (const id of articlesOf.get(key) ?? []) {
      const keys = byArticle.get(id)
      keys?.delete(key)
      if (keys?.size === 0) byArticle.delete(id)
    }
    articlesOf.delete(key)
  }

  const answers = new LRUCache<string, KeptAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => answer.payload.length + key.length + 200,
    ttl: KEEP_MS,
    dispose: (_answer, key) => forget(key),
  })

  return {
    get: (key) => answers.get(key),
    get epoch() {
      return epoch
    },
    set(key, answer, seenAt) {
      if (seenAt !== epoch) return
      answers.set(key, answer)
      if (!answers.has(key)) return
      const ids = [...new Set(Array.from(answer.payload.matchAll(ARTICLE_ID), (m) => Number(m[1])))]
      articlesOf.set(key, ids)
      for (const id of ids) {
        const keys = byArticle.get(id) ?? new Set()
        keys.add(key)
        byArticle.set(id, keys)
      }
    },
    drop(articleIds) {
      epoch += 1
      if (articleIds === 'all') {
        answers.clear()
        return
      }
      for (const id of articleIds) {
        for (const key of [...(byArticle.get(id) ?? [])]) answers.delete(key)
      }
    },
  }
}

/** A notice's payload: article ids, or 'all' for '*' and anything unreadable. */
export function changedArticles(payload: string): number[] | 'all' {
  if (!/^\d+(,\d+)*$/.test(payload)) return 'all'
  return payload.split(',').map(Number)
}

async function readCachePlugin(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'readCacheMb'> },
) {
  if (config.readCacheMb === 0) {
    app.decorate('readCache', null)
    return
  }
  const cache = createReadCache(config.readCacheMb * 1024 * 1024)
  app.decorate('readCache', cache)
  const stop = await app.database.listen(
    CATALOGUE_CHANGED_CHANNEL,
    (payload) => cache.drop(changedArticles(payload)),
    () => cache.drop('all'),
  )
  app.addHook('onClose', () => stop())
}

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['database'] })
