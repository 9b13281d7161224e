/**
 * Session storage, never the card: the typed form, and the order attempt (Idempotency-Key with
 * its body), so a retry, a second press or a reload resends that body under that key and the
 * server answers the order it already made. It ends with the tab: a shared device keeps nothing.
 */

const DRAFT_KEY = 'checkout-draft'
const ATTEMPT_KEY = 'checkout-attempt'

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null // blocked storage: the checkout still works, it just does not survive a reload
  }
}

function read<T>(key: string): T | null {
  try {
    const text = storage()?.getItem(key)
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // full or blocked: keep going without it
  }
}

export function readDraft<T>(): T | null {
  return read<T>(DRAFT_KEY)
}

export function saveDraft(draft: unknown): void {
  write(DRAFT_KEY, draft)
}

interface Attempt {
  key: string
  body: string
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

/** The cart's server id may have arrived since the order was sent. */
function sameOrder(kept: string, body: object): boolean {
  try {
    const { cartId: _kept, ...keptOrder } = JSON.parse(kept) as { cartId?: unknown }
    const { cartId: _new, ...order } = body as { cartId?: unknown }
    return JSON.stringify(keptOrder) === JSON.stringify(order)
  } catch {
    return false
  }
}

export function orderAttempt<T extends object>(body: T): { key: string; body: T } {
  const kept = read<Attempt>(ATTEMPT_KEY)
  if (kept && typeof kept.key === 'string' && typeof kept.body === 'string') {
    if (sameOrder(kept.body, body)) return { key: kept.key, body: JSON.parse(kept.body) as T }
  }
  const key = newKey()
  write(ATTEMPT_KEY, { key, body: JSON.stringify(body) } satisfies Attempt)
  return { key, body }
}

/** The contact details stay. */
export function finishAttempt(): void {
  try {
    storage()?.removeItem(ATTEMPT_KEY)
  } catch {
    // nothing to do
  }
}
