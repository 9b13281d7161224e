/**
 * One send of the device's cart, used by the sync machine
 * (cart-sync.ts) and by the chaos test: free of the browser's storage and network, which come
 * in as `deps`.
 *
 * Exactly once across reloads: before a request goes out it is kept in storage
 * (`red-parts/react/cart-sync`) with its Idempotency-Key and body. Sending again — after a
 * network error, a reload, a browser restart — sends that same request while the cart has not
 * changed since, and the server answers what it already did. A cart changed since gets a new
 * request with a new key: the whole cart replaces the server's (last writer wins), so an older
 * request that may or may not have arrived does no harm. The one exception is a create whose
 * answer was lost: it is replayed as it was first, to learn the cart's id, before the newer
 * cart is sent as an update — so no second server cart is made.
 *
 * Lines kept before ids (cart-store.ts) get theirs before anything is sent, and a request kept
 * in a payload version whose lines had no ids is not sent: a new one is made from the migrated
 * cart. The whole cart replaces the server's, so a kept update that did arrive does no harm;
 * a kept create whose answer was lost leaves an unused server cart behind rather than a
 * request the server can no longer read.
 */
import type { CartAnswer } from '../../../domain/cart-schema'
import { LINES_BY_ID_SINCE_VERSION, PAYLOAD_VERSION } from '../../../domain/payload-version'
import { isFetchError, isNetworkFailure } from '../../lib/api-client'
import type { CartSnapshot, CartStore } from './cart-store'
import {
  CART_SYNC_STORAGE_KEY,
  type OutgoingCart,
  readSyncRecord,
  writeSyncRecord,
} from './cart-sync-record'
import { CartSyncError, type SendResult } from './cart-sync.machine'
import type { LegacyLine, ResolvedLegacyLine } from './legacy-cart-lines'

/** `lastError` of a send the server refused as made by an outdated app (426). */
export const CART_OUTDATED = 'client outdated'

export {
  CART_SYNC_STORAGE_KEY,
  type OutgoingCart,
  type SyncRecord,
} from './cart-sync-record'

export interface CartSyncDeps {
  store: Pick<
    CartStore,
    | 'getSnapshot'
    | 'subscribe'
    | 'ready'
    | 'applyServerCart'
    | 'detachFromServer'
    | 'markSynced'
    | 'hasLegacyLines'
    | 'migrateLegacyLines'
    | 'generation'
  >
  storage: {
    get: (key: string) => Promise<unknown>
    set: (key: string, value: unknown) => Promise<void>
    del?: (key: string) => Promise<void>
  }
  post: (path: string, body: unknown, key: string, payloadVersion: number) => Promise<CartAnswer>
  probe: () => Promise<void>
  /** Finds the articles of lines kept before ids (legacy-cart-lines.ts). */
  resolveLegacyLines: (lines: readonly LegacyLine[]) => Promise<ResolvedLegacyLine[]>
  onChangedByServer?: () => void
}

function newKey(): string {
  return crypto.randomUUID()
}

function bodyOf(snapshot: CartSnapshot, version: number | undefined): OutgoingCart['body'] {
  const newState = {
    items: snapshot.cart.items.map((item) => ({
      articleId: item.articleId,
      articleNumber: item.articleNumber,
      mfrName: item.product.mfrName,
      quantity: item.quantity,
      options: item.options.map(({ name, value }) => ({ name, value })),
    })),
  }
  return snapshot.cart.cartId
    ? {
        cartId: snapshot.cart.cartId,
        ...(version !== undefined && { baseVersion: version }),
        newState,
      }
    : { newState }
}

/** Whether two carts show the same lines at the same prices. */
function sameShownCart(a: CartSnapshot['cart'], b: CartAnswer['cart']): boolean {
  return (
    a.items.length === b.items.length &&
    a.items.every((item, i) => {
      const other = b.items[i]
      return (
        other?.articleId === item.articleId &&
        other.quantity === item.quantity &&
        other.price === item.price
      )
    })
  )
}

/** Whether a kept request names its lines' articles by id (older ones are made anew). */
function hasLineIds(kept: OutgoingCart | undefined): kept is OutgoingCart {
  return (kept?.payloadVersion ?? 1) >= LINES_BY_ID_SINCE_VERSION
}

async function migrateLegacyLines(deps: CartSyncDeps): Promise<void> {
  try {
    await deps.store.migrateLegacyLines(deps.resolveLegacyLines)
  } catch (error) {
    if (isNetworkFailure(error)) throw new CartSyncError(true, 'offline')
    const status = isFetchError(error) ? error.response?.status : undefined
    throw new CartSyncError(true, `article look-up: HTTP ${status ?? '?'}`, status)
  }
}

/** Sends the device's cart once: the kept request when it still fits, else a new one. */
export async function sendCartOnce(deps: CartSyncDeps): Promise<SendResult> {
  const generation = deps.store.generation()
  /** The cart was forgotten meanwhile (its person left): its request and answer go too. */
  const forgotten = async () => {
    if (deps.store.generation() === generation) return false
    await deps.storage.del?.(CART_SYNC_STORAGE_KEY).catch(() => {})
    return true
  }
  await deps.store.ready()
  if (deps.store.hasLegacyLines()) await migrateLegacyLines(deps)
  const snapshot = deps.store.getSnapshot()
  if (!snapshot.dirty) return { stillDirty: false }
  const record = await readSyncRecord(deps.storage)
  const kept = hasLineIds(record.pending) ? record.pending : undefined
  // An empty cart with no server cart and nothing in flight (the cart after an order): the
  // server has nothing to learn, so no empty cart is made there.
  if (!kept && !snapshot.cart.cartId && snapshot.cart.items.length === 0) {
    deps.store.markSynced(snapshot.revision)
    return { stillDirty: deps.store.getSnapshot().dirty }
  }
  const replayCreate = kept?.kind === 'create' && !snapshot.cart.cartId
  let outgoing: OutgoingCart
  if (kept && (kept.revision === snapshot.revision || replayCreate)) {
    outgoing = kept
  } else {
    const body = bodyOf(snapshot, record.version)
    outgoing = {
      key: newKey(),
      kind: body.cartId ? 'update' : 'create',
      revision: snapshot.revision,
      payloadVersion: PAYLOAD_VERSION,
      body,
    }
    await writeSyncRecord(deps.storage, { ...record, pending: outgoing })
  }
  if (await forgotten()) return { stillDirty: false }

  let answer: CartAnswer
  try {
    const path = outgoing.kind === 'create' ? '/cart/create-cart' : '/cart/update-cart'
    answer = await deps.post(
      path,
      outgoing.body,
      outgoing.key,
      outgoing.payloadVersion ?? PAYLOAD_VERSION,
    )
  } catch (error) {
    if (await forgotten()) return { stillDirty: false }
    if (isNetworkFailure(error)) throw new CartSyncError(true, 'offline')
    const status = isFetchError(error) ? error.response?.status : undefined
    if (outgoing.kind === 'update' && (status === 404 || status === 401)) {
      // The server cart is gone or not ours (signed out): start a new one with these lines.
      deps.store.detachFromServer()
      await writeSyncRecord(deps.storage, {})
      throw new CartSyncError(true, `cart ${status}: a new one is made`, status)
    }
    // Made by an app the server no longer understands: not sent again until the app updates.
    if (status === 426) throw new CartSyncError(false, CART_OUTDATED, status)
    const retry = status === undefined || status >= 500 || status === 409 || status === 429
    throw new CartSyncError(retry, `HTTP ${status ?? '?'}`, status)
  }
  if (await forgotten()) return { stillDirty: false }
  const before = deps.store.getSnapshot()
  deps.store.applyServerCart(answer.cart, outgoing.revision)
  await writeSyncRecord(deps.storage, { version: answer.version })
  const after = deps.store.getSnapshot()
  if (
    outgoing.revision === before.revision &&
    (answer.dropped.length > 0 || !sameShownCart(before.cart, answer.cart))
  ) {
    deps.onChangedByServer?.()
  }
  return { stillDirty: after.dirty }
}
