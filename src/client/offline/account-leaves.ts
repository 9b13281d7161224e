/**
 * When the person whose data this device holds leaves; small, as the first page load carries it.
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

/** A sign-in where nobody was signed in is no leaving: what a guest kept joins the account. */
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

let generation = 0
const generationListeners = new Set<() => void>()

export function countClearing(): void {
  generation += 1
  for (const listener of generationListeners) listener()
}

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
