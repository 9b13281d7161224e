/**
 * The owner of a link is the signed-in shopper, else the guest whose device shared it: its
 * revoke key (shared-link-keys.ts, sent for the link whenever this device holds one) or its
 * server cart, named by its id (`x-cart-id`: pass `cartId` when sharing, and when opening, to
 * learn whether the link is ours).
 */
import { SHARE_OWNER_CART_HEADER, SHARE_REVOKE_KEY_HEADER } from '../../../domain/shared-list'
import { authApi, publicApi } from '../../lib/api-client'
import { readToken } from '../../lib/session-token'
import { revokeKeyFor } from '../../lib/shared-link-keys'

/** Who is asking: the session when there is one; a guest's server cart id (empty: none yet). */
export interface ShareOwner {
  cartId?: string
}

export function callerOptions(owner: ShareOwner, token?: string) {
  const api = readToken() ? authApi : publicApi
  const revokeKey = token === undefined ? undefined : revokeKeyFor(token)
  const headers: Record<string, string> = {
    ...(owner.cartId && { [SHARE_OWNER_CART_HEADER]: owner.cartId }),
    ...(revokeKey && { [SHARE_REVOKE_KEY_HEADER]: revokeKey }),
  }
  return { api, headers }
}
