/**
 * The storage audit: every key this origin keeps in the browser (local and session storage,
 * cookies, every IndexedDB database and key, Cache Storage), classified by
 * src/client/offline/kept-data.ts. After a sign-out it names what nobody classified, what is
 * personal and still there, and where any string of the person is still found.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { isPersonalQueryKey } from '../../src/client/lib/account-query-key'
import { type Kept, keptAs, type Place } from '../../src/client/offline/kept-data'

interface Found {
  place: Place
  name: string
  /** Where exactly, for the failure message. */
  where: string
  text: string
  /** The value as stored, for the scrubbed ones' own checks. */
  value?: unknown
}

/** The app's own IndexedDB database and store: their keys are classified one by one. */
const APP_DB = 'delelager'

/** Everything this origin keeps, seen from `page` (its tab's session storage included). */
function originStorage(page: Page): Promise<Found[]> {
  return page.evaluate(async (appDb) => {
    const found: Found[] = []
    for (const [place, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? ''
        const text = storage.getItem(key) ?? ''
        found.push({ place, name: key, where: `${place} ${key}`, text: `${key} ${text}` })
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        await new Promise<void>((resolve, reject) => {
          const cursor = db.transaction(store).objectStore(store).openCursor()
          cursor.onerror = () => reject(cursor.error)
          cursor.onsuccess = () => {
            const at = cursor.result
            if (!at) return resolve()
            const own = name === appDb && store === 'keyval'
            found.push({
              place: own ? 'indexedDB key' : 'indexedDB database',
              name: own ? String(at.key) : name,
              where: `IndexedDB ${name}/${store} ${String(at.key)}`,
              text: JSON.stringify({ key: at.key, value: at.value }),
              value: own ? at.value : undefined,
            })
            at.continue()
          }
        })
      }
      db.close()
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        found.push({
          place: 'cacheStorage',
          name,
          where: `Cache Storage ${name} ${request.url}`,
          text: `${request.url} ${response ? await response.text() : ''}`,
        })
      }
    }
    return found
  }, APP_DB)
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** What a scrubbed value still holds of its person. */
function personalInside(found: Found): string[] {
  if (found.place === 'localStorage' && found.name === 'red-parts/react') {
    const state = JSON.parse(found.text.slice(found.name.length + 1)).state ?? {}
    const left = [...(state.wishlist?.items ?? []), ...(state.compare?.items ?? [])]
    return left.length > 0 ? [`${left.length} wishlist or compare items in ${found.where}`] : []
  }
  if (found.place === 'indexedDB key' && found.name === 'react-query') {
    const saved = found.value as { clientState?: { queries?: { queryKey: unknown[] }[] } }
    return (saved.clientState?.queries ?? [])
      .filter((query) => isPersonalQueryKey(query.queryKey))
      .map((query) => `query ${JSON.stringify(query.queryKey)} in ${found.where}`)
  }
  return [`${found.where}: scrubbed, but the audit has no check for it`]
}

export interface Audit {
  /** Kept, but nobody decided whether it is personal or the device's. */
  unclassified: string[]
  /** Personal, and still there (or a scrubbed value still holding personal parts). */
  personal: string[]
  /** Where a string of the person is still found. */
  strings: string[]
}

/** Audits what `context` keeps, seen from `tabs`, for `secrets` (strings or patterns). */
export async function auditStorage(
  context: BrowserContext,
  tabs: Page[],
  secrets: (string | RegExp)[],
): Promise<Audit> {
  const kept = (await Promise.all(tabs.map(originStorage))).flat()
  for (const cookie of await context.cookies()) {
    kept.push({
      place: 'cookie',
      name: cookie.name,
      where: `cookie ${cookie.name}`,
      text: `${cookie.name} ${cookie.value}`,
    })
  }
  const audit: Audit = { unclassified: [], personal: [], strings: [] }
  for (const found of kept) {
    const as: Kept | undefined = keptAs(found.place, found.name)
    if (as === undefined) audit.unclassified.push(found.where)
    if (as === 'personal') audit.personal.push(found.where)
    if (as === 'scrubbed') audit.personal.push(...personalInside(found))
    // Cookies and URLs keep text percent-encoded: look at it both ways.
    const plain = `${found.text} ${decoded(found.text)}`.toLowerCase()
    for (const secret of secrets) {
      const hit =
        typeof secret === 'string' ? plain.includes(secret.toLowerCase()) : secret.test(plain)
      if (hit) audit.strings.push(`${String(secret)} in ${found.where}`)
    }
  }
  return audit
}

/** Only the strings: while the person is signed in, to show the audit can see them. */
export async function wherePersonalDataIs(
  context: BrowserContext,
  tabs: Page[],
  secrets: (string | RegExp)[],
): Promise<string[]> {
  return (await auditStorage(context, tabs, secrets)).strings
}

export const CLEAN: Audit = { unclassified: [], personal: [], strings: [] }
