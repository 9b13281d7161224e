/**
 * The calls of links to a cart or job list (`/api/shared`). The owner of a link is the signed-in
 * shopper, else this device's server cart, named by its id (`x-cart-id`): pass `cartId` when
 * sharing or revoking as a guest, and when opening, to learn whether the link is ours.
 */
import type { Locale } from '../../domain/locale'
import {
  type CreateSharedListAnswer,
  type CreateSharedListBody,
  createSharedListAnswerSchema,
  SHARE_OWNER_CART_HEADER,
  type SharedListAnswer,
  sharedListAnswerSchema,
} from '../../domain/shared-list'
import { authApi, publicApi } from './api-client'
import { readToken } from './session-token'

/** Who is asking: the session when there is one; a guest's server cart id (empty: none yet). */
export interface ShareOwner {
  cartId?: string
}

function callerOptions(owner: ShareOwner) {
  const api = readToken() ? authApi : publicApi
  const headers: Record<string, string> = owner.cartId
    ? { [SHARE_OWNER_CART_HEADER]: owner.cartId }
    : {}
  return { api, headers }
}

/** Shares a cart or job list: the server stores a snapshot and answers its link. */
export async function createShare(
  body: CreateSharedListBody,
  owner: ShareOwner = {},
): Promise<CreateSharedListAnswer> {
  const { api, headers } = callerOptions(owner)
  const answer = await api('/shared', { method: 'POST', body, headers })
  return createSharedListAnswerSchema.parse(answer)
}

export async function getShared(
  token: string,
  lang: Locale,
  owner: ShareOwner = {},
): Promise<SharedListAnswer> {
  const { api, headers } = callerOptions(owner)
  const answer = await api(`/shared/${encodeURIComponent(token)}`, { query: { lang }, headers })
  return sharedListAnswerSchema.parse(answer)
}

export async function revokeShare(token: string, owner: ShareOwner = {}): Promise<void> {
  const { api, headers } = callerOptions(owner)
  await api(`/shared/${encodeURIComponent(token)}`, { method: 'DELETE', headers })
}

/** The page a link opens on this site: `https://…/shared/{token}`. */
export function sharedPageUrl(token: string): string {
  return new URL(`/shared/${token}`, window.location.origin).href
}
