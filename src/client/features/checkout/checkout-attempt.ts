/**
 * What the checkout keeps in this tab's session storage (never the card):
 * - the typed form (`checkout-draft`), so a reload, a lost connection or a trip back to the
 *   cart keeps everything the shopper typed;
 * - the order attempt (`checkout-attempt`): the Idempotency-Key of the order body last sent,
 *   with that body. Sending the same body again (a retry after no answer, a second press, a
 *   reload mid-checkout) reuses the key, so the server answers the order it already made; a
 *   changed body gets a new key (the server refuses a key with another body, 422).
 * Session storage ends with the tab: personal details do not stay on a shared workshop device.
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

/** The Idempotency-Key for sending `body`: the kept one when the body is the same. */
export function idempotencyKeyFor(body: unknown): string {
  const text = JSON.stringify(body)
  const kept = read<Attempt>(ATTEMPT_KEY)
  if (kept && kept.body === text && typeof kept.key === 'string') return kept.key
  const key = newKey()
  write(ATTEMPT_KEY, { key, body: text } satisfies Attempt)
  return key
}

/** After an order is paid: the next checkout starts afresh (the contact details stay). */
export function finishAttempt(): void {
  try {
    storage()?.removeItem(ATTEMPT_KEY)
  } catch {
    // nothing to do
  }
}
