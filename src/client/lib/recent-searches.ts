/**
 * Header-box searches in localStorage: personal data, cleared at sign-out.
 */
import { useSyncExternalStore } from 'react'
import { RECENT_SEARCHES_KEY } from './recent-searches-key'

export const RECENT_SEARCHES_MAX = 8
/** The server refuses longer texts anyway. */
const TEXT_MAX = 100

type Listener = () => void
const listeners = new Set<Listener>()
const NONE: readonly string[] = []
let cached: { raw: string | null; list: readonly string[] } = { raw: null, list: NONE }

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null // blocked storage: nothing is remembered
  }
}

const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase()

export function readRecentSearches(): readonly string[] {
  const raw = storage()?.getItem(RECENT_SEARCHES_KEY) ?? null
  if (raw === cached.raw) return cached.list
  let list: readonly string[] = NONE
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw)
    if (Array.isArray(parsed)) list = parsed.filter((item) => typeof item === 'string')
  } catch {
    // A damaged entry is forgotten rather than breaking the box.
  }
  cached = { raw, list }
  return list
}

function write(list: readonly string[]): void {
  try {
    const store = storage()
    if (list.length === 0) store?.removeItem(RECENT_SEARCHES_KEY)
    else store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list))
  } catch {
    // Full or blocked storage: the search still runs, it is just not remembered.
  }
  for (const listener of listeners) listener()
}

export function rememberSearch(text: string): void {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed.length > TEXT_MAX) return
  const rest = readRecentSearches().filter((item) => !sameText(item, trimmed))
  write([trimmed, ...rest].slice(0, RECENT_SEARCHES_MAX))
}

export function clearRecentSearches(): void {
  write([])
}

let listeningToOtherTabs = false

function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  if (!listeningToOtherTabs && typeof window !== 'undefined') {
    listeningToOtherTabs = true
    window.addEventListener('storage', (event) => {
      if (event.key === RECENT_SEARCHES_KEY || event.key === null) {
        for (const each of listeners) each()
      }
    })
  }
  return () => listeners.delete(listener)
}

export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, readRecentSearches, () => NONE)
}
