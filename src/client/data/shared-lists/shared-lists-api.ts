/**
 * The calls of links to a cart or job list (`/api/shared`). The owner of a link is the signed-in
 * shopper, else the guest whose device shared it: its revoke key (shared-link-keys.ts, sent for
 * the link whenever this device holds one) or its server cart, named by its id (`x-cart-id`:
 * pass `cartId` when sharing, and when opening, to learn whether the link is ours).
 */
import type { Locale } from '../../../domain/locale'
import {
  type CreateSharedListAnswer,
  type CreateSharedListBody,
  createSharedListAnswerSchema,
  SHARE_OWNER_CART_HEADER,
  SHARE_REVOKE_KEY_HEADER,
  type SharedListAnswer,
  sharedListAnswerSchema,
} from '../../../domain/shared-list'
import { authApi, isFetchError, publicApi } from '../../lib/api-client'
import { readToken } from '../../lib/session-token'
import { forgetSharedLink, rememberSharedLink, revokeKeyFor } from '../../lib/shared-link-keys'

/** Who is asking: the session when there is one; a guest's server cart id (empty: none yet). */
export interface ShareOwner {
  cartId?: string
}

function callerOptions(owner: ShareOwner, token?: string) {
  const api = readToken() ? authApi : publicApi
  const revokeKey = token === undefined ? undefined : revokeKeyFor(token)
  const headers: Record<string, string> = {
    ...(owner.cartId && { [SHARE_OWNER_CART_HEADER]: owner.cartId }),
    ...(revokeKey && { [SHARE_REVOKE_KEY_HEADER]: revokeKey }),
  }
  return { api, headers }
}

/**
 * Shares a cart or job list: the server stores a snapshot and answers its link. A guest's
 * revoke key is kept on this device.
 */
export async function createShare(
  body: CreateSharedListBody,
  owner: ShareOwner = {},
): Promise<CreateSharedListAnswer> {
  const { api, headers } = callerOptions(owner)
  const answer = createSharedListAnswerSchema.parse(
    await api('/shared', { method: 'POST', body, headers }),
  )
  const { token, revokeKey, expiresAt } = answer
  if (revokeKey) rememberSharedLink({ token, revokeKey, kind: body.kind, expiresAt })
  return answer
}

export async function getShared(
  token: string,
  lang: Locale,
  owner: ShareOwner = {},
): Promise<SharedListAnswer> {
  const { api, headers } = callerOptions(owner, token)
  const answer = await api(`/shared/${encodeURIComponent(token)}`, { query: { lang }, headers })
  return sharedListAnswerSchema.parse(answer)
}

/** Takes the link back; this device forgets its key then, or when the link is gone already. */
export async function revokeShare(token: string, owner: ShareOwner = {}): Promise<void> {
  const { api, headers } = callerOptions(owner, token)
  try {
    await api(`/shared/${encodeURIComponent(token)}`, { method: 'DELETE', headers })
  } catch (error) {
    if (isFetchError(error) && error.response?.status === 404) forgetSharedLink(token)
    throw error
  }
  forgetSharedLink(token)
}

/** The page a link opens on this site: `https://…/shared/{token}`. */
export function sharedPageUrl(token: string): string {
  return new URL(`/shared/${token}`, window.location.origin).href
}
