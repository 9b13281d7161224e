/**
 * The account's cart at a sign-in on this device. An empty device cart with no server cart
 * (after a sign-out, on a new phone) takes the account's latest cart (`GET /cart/mine`): its
 * id, lines and version, so the next change updates that cart. A device cart with lines is
 * kept and sent again with the token, and the server makes it the account's. A guest's cart is
 * never emptied by their sign-in (account-leaves.ts), so it is the one kept.
 *
 * Offline at the sign-in, it is done when the network is back (connectivity.ts), if the same
 * session is still there. Loaded only when someone signs in (cart-sync-start.ts).
 */
import { type CartAnswer, cartAnswerSchema } from '../../../domain/cart-schema'
import { authApi, isFetchError, isNetworkFailure } from '../../lib/api-client'
import { readToken } from '../../lib/session-token'
import { connectivity, startConnectivity } from '../../offline/connectivity'
import { idbStore } from '../../offline/idb-store'
import { cartStore } from './cart'
import type { CartStore } from './cart-store'
import { writeSyncRecord } from './cart-sync-record'

/** What a sign-in did to the device's cart. */
export type AccountCartOutcome =
  /** The account's cart became the device's. */
  | 'taken'
  /** The device's lines go to the server again, now with the token. */
  | 'sent'
  /** The device's cart stands as it is (emptied on a server cart, or changed meanwhile). */
  | 'kept'
  /** The account has no cart with lines; nothing changed. */
  | 'none'

export interface AccountCartDeps {
  store: Pick<
    CartStore,
    'ready' | 'getSnapshot' | 'hasLegacyLines' | 'adoptServerCart' | 'sendAgain'
  >
  storage: {
    get: (key: string) => Promise<unknown>
    set: (key: string, value: unknown) => Promise<void>
  }
  /** The account's cart, or `null` when it has none. Throws as the HTTP client does. */
  fetchMine: () => Promise<CartAnswer | null>
  /** The session token now (the work is dropped once another session holds the device). */
  token: () => string | null
  /** Resolves when the shop can be reached again. */
  whenOnline: () => Promise<void>
}

/** Tries at most this many times: a server that the health probe reaches but this call never does. */
const MAX_ATTEMPTS = 10

/** Meets the account's cart once; throws when the server could not be asked. */
export async function meetAccountCart(deps: AccountCartDeps): Promise<AccountCartOutcome> {
  await deps.store.ready()
  const { cart, dirty, revision } = deps.store.getSnapshot()
  if (cart.items.length > 0 || deps.store.hasLegacyLines()) {
    await deps.store.sendAgain()
    return 'sent'
  }
  // A server cart the shopper emptied, or a change on its way: the device's cart stands.
  if (cart.cartId || dirty) return 'kept'
  const answer = await deps.fetchMine()
  if (!answer) return 'none'
  if (!deps.store.adoptServerCart(answer.cart, revision)) return 'kept'
  await writeSyncRecord(deps.storage, { version: answer.version })
  return 'taken'
}

/**
 * Meets the account's cart for the session signed in now; without a network, again when it is
 * back (for as long as that session lasts). A refusal by the server leaves the cart as it is.
 */
export async function takeAccountCart(
  deps: AccountCartDeps = defaultDeps(),
): Promise<AccountCartOutcome> {
  const session = deps.token()
  for (let attempt = 1; session !== null && deps.token() === session; attempt += 1) {
    try {
      return await meetAccountCart(deps)
    } catch (error) {
      if (!isNetworkFailure(error) || attempt === MAX_ATTEMPTS) return 'kept'
      await deps.whenOnline()
    }
  }
  return 'kept'
}

function defaultDeps(): AccountCartDeps {
  return {
    store: cartStore,
    storage: idbStore,
    fetchMine: async () => {
      try {
        return cartAnswerSchema.parse(await authApi('/cart/mine'))
      } catch (error) {
        if (isFetchError(error) && error.response?.status === 404) return null
        throw error
      }
    },
    token: readToken,
    whenOnline: async () => {
      startConnectivity()
      await connectivity.check()
      if (connectivity.get() === 'online') return
      await new Promise<void>((resolve) => {
        const stop = connectivity.onReconnect(() => {
          stop()
          resolve()
        })
      })
    },
  }
}
