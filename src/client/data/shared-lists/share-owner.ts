/** A guest owns a link by its revoke key (kept on the device) or its server cart id (`x-cart-id`). */
import { SHARE_OWNER_CART_HEADER, SHARE_REVOKE_KEY_HEADER } from '../../../domain/shared-list'
import { authApi, publicApi } from '../../lib/api-client'
import { readToken } from '../../lib/session-token'
import { revokeKeyFor } from '../../lib/shared-link-keys'

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
