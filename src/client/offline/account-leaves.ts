/**
 * The moment the person whose data this device holds leaves — a sign-out here or in another
 * tab, a session the server refused, another account signing in over theirs — and a count of
 * the clearings that followed. Small on purpose: the first page load carries it, while the
 * clearing itself (personal-data.ts) loads when it is needed.
 */
import { useSyncExternalStore } from 'react'
import { readStoredUser, readToken, subscribeToken } from '../lib/session-token'

interface Holder {
  token: string | null
  userId: string | null
}

function holder(): Holder {
  const token = readToken()
  return { token, userId: token ? (readStoredUser()?.id ?? null) : null }
}

/**
 * Calls `listener` when the person whose data this tab may hold leaves: their token is
 * removed (here or in another tab) or replaced by another account's. A sign-in where nobody
 * was signed in is no leaving: what a guest kept joins the account.
 */
export function whenAccountLeaves(listener: () => void): () => void {
  let held = holder()
  return subscribeToken(() => {
    const next = holder()
    const sameToken = next.token === held.token
    const samePerson = held.userId !== null && next.userId === held.userId
    const left = held.token !== null && !sameToken && !samePerson
    held = next
    if (left) listener()
  })
}

/** Counts the clearings in this tab: pages keyed on it start afresh, forgetting typed forms. */
let generation = 0
const generationListeners = new Set<() => void>()

export function countClearing(): void {
  generation += 1
  for (const listener of generationListeners) listener()
}

/** The number of clearings so far, for keying what must start afresh after one. */
export function usePersonalDataGeneration(): number {
  return useSyncExternalStore(
    (listener) => {
      generationListeners.add(listener)
      return () => generationListeners.delete(listener)
    },
    () => generation,
    () => 0,
  )
}
