// Catalogue answers kept per instance until the database's catalogue_changed notice drops them.
// With a replica, a notice also holds what it names until the replica has replayed past it, or old
// rows could come back.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import type { Config } from '../config'

export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed'
export const KEEP_MS = 60_000
const REPLAY_RETRY_MS = 1_000
/** Orders announce stock changes many times a second; back-to-back rounds would never rest. */
const REPLAY_ROUND_MS = 20

export interface KeptAnswer {
  payload: string
  headers: Record<string, string>
}

export interface ReadCache {
  get(key: string): KeptAnswer | undefined
  readonly epoch: number
  set(key: string, answer: KeptAnswer, epoch: number): void
  drop(articleIds: readonly number[] | 'all'): void
  hold(articleIds: readonly number[] | 'all'): void
  readonly holds: number
  readonly holding: boolean
  settle(upTo: number): void
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache | null
  }
}

const ARTICLE_ID = /"articleId":(\d+)/g

export function createReadCache(maxBytes: number): ReadCache {
  const byArticle = new Map<number, Set<string>>()
  const articlesOf = new Map<string, number[]>()
  let epoch = 0
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
      // A request that began before this may have read old rows.
      epoch += 1
      if (allHeld !== undefined && allHeld <= upTo) allHeld = undefined
      for (const [id, hold] of held) if (hold <= upTo) held.delete(id)
    },
  }
}

/** Holds made during a round wait for the next one. */
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
