/**
 * What the cart sync keeps between visits, in IndexedDB under `red-parts/react/cart-sync`:
 * the server cart's version in its last answer and the request still on its way
 * (cart-sync-send.ts). The account's cart taken at sign-in (account-cart.ts) starts it anew
 * with that cart's version. Free of the sync machine, so a module writing it loads no XState.
 */
import type { CartLineRequest } from '../../../domain/cart-schema'

export const CART_SYNC_STORAGE_KEY = 'red-parts/react/cart-sync'

/** A request on its way to the server, kept until its answer is in. */
export interface OutgoingCart {
  key: string
  kind: 'create' | 'update'
  /** The device's cart revision the body was made from. */
  revision: number
  /** The body's version (src/domain/payload-version.ts); absent in requests kept before it. */
  payloadVersion?: number
  body: {
    cartId?: string
    baseVersion?: number
    newState: { items: CartLineRequest[] }
  }
}

/** What the sync keeps between visits. */
export interface SyncRecord {
  /** The server cart's version in the last answer (sent as `baseVersion`). */
  version?: number
  pending?: OutgoingCart
}

interface RecordStorage {
  get: (key: string) => Promise<unknown>
  set: (key: string, value: unknown) => Promise<void>
}

export async function readSyncRecord(storage: RecordStorage): Promise<SyncRecord> {
  try {
    const value = (await storage.get(CART_SYNC_STORAGE_KEY)) as SyncRecord | undefined
    return value && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}

export async function writeSyncRecord(storage: RecordStorage, record: SyncRecord): Promise<void> {
  try {
    await storage.set(CART_SYNC_STORAGE_KEY, record)
  } catch {
    // Storage full or blocked: the request still goes; only a reload would not replay it.
  }
}
