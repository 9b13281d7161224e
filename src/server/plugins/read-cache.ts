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
 *
 * When catalogue reads come from a streaming replica (DATABASE_READ_URL), the notice comes from
 * the primary before the replica may have replayed the change: an answer read there could bring
 * the old rows back for KEEP_MS. So a notice also holds what it names — no answer naming those
 * articles (or none at all, for '*') is kept — until the replica has replayed up to the
 * primary's WAL position after the notice (`Database.replayed`).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import type { Config } from '../config'

/** The channel the database announces catalogue changes on. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed'
/** Longest an answer is kept, ms, whatever is announced. */
export const KEEP_MS = 60_000
/** Wait before asking a replica again how far it has replayed, after that failed, ms. */
const REPLAY_RETRY_MS = 1_000
/**
 * Pause before each round of waiting for the replica, ms: orders announce their stock changes
 * many times a second, and back-to-back rounds would ask both databases without rest.
 */
const REPLAY_ROUND_MS = 20

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
  /**
   * Keeps no answer naming these articles (or no answer at all) until `settle` lifts the hold:
   * the database the answers are read from has not caught up with their change yet.
   */
  hold(articleIds: readonly number[] | 'all'): void
  /** Holds made so far; `settle(holds)` later lifts those, not the ones made meanwhile. */
  readonly holds: number
  /** Whether a hold is in place. */
  readonly holding: boolean
  /** Lifts the first `upTo` holds; answers being read meanwhile are not kept. */
  settle(upTo: number): void
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
  // Each held article with the number of its latest hold; `allHeld`: that of the latest '*'.
  const held = new Map<number, number>()
  let allHeld: number | undefined
  let holds = 0

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
      if (seenAt !== epoch || allHeld !== undefined) return
      const ids = [...new Set(Array.from(answer.payload.matchAll(ARTICLE_ID), (m) => Number(m[1])))]
      if (ids.some((id) => held.has(id))) return
      answers.set(key, answer)
      if (!answers.has(key)) return
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
    hold(articleIds) {
      holds += 1
      if (articleIds === 'all') allHeld = holds
      else for (const id of articleIds) held.set(id, holds)
    },
    get holds() {
      return holds
    },
    get holding() {
      return allHeld !== undefined || held.size > 0
    },
    settle(upTo) {
      // A request that began before this read what the database had then, possibly old rows.
      epoch += 1
      if (allHeld !== undefined && allHeld <= upTo) allHeld = undefined
      for (const [id, hold] of held) if (hold <= upTo) held.delete(id)
    },
  }
}

/**
 * Lifts the cache's holds as the replica catches up, one round at a time: a round takes the
 * holds made so far, waits until the replica has replayed to the primary's position after them,
 * and lifts them; holds made meanwhile wait for the next round. Returns `kick` (holds were made)
 * and `stop`.
 */
export function settleAsReplicaReplays(
  cache: ReadCache,
  replayed: () => Promise<void>,
  log: { error(details: object, message: string): void },
) {
  let running = false
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const kick = async () => {
    if (running || stopped) return
    running = true
    try {
      while (cache.holding && !stopped) {
        await new Promise((resolve) => setTimeout(resolve, REPLAY_ROUND_MS))
        const upTo = cache.holds
        await replayed()
        cache.settle(upTo)
      }
    } catch (error) {
      if (stopped) return
      log.error({ err: error }, 'could not learn how far the read replica has replayed')
      retry = setTimeout(() => void kick(), REPLAY_RETRY_MS)
    } finally {
      running = false
    }
  }
  return {
    kick: () => void kick(),
    stop() {
      stopped = true
      clearTimeout(retry)
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
  const { replayed } = app.database
  const replica = replayed && settleAsReplicaReplays(cache, replayed, app.log)
  const changed = (articleIds: number[] | 'all') => {
    cache.drop(articleIds)
    if (!replica) return
    cache.hold(articleIds)
    replica.kick()
  }
  const stop = await app.database.listen(
    CATALOGUE_CHANGED_CHANNEL,
    (payload) => changed(changedArticles(payload)),
    () => changed('all'),
  )
  app.addHook('onClose', () => {
    replica?.stop()
    return stop()
  })
}

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['database'] })
