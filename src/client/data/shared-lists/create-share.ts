import {
  type CreateSharedListAnswer,
  type CreateSharedListBody,
  createSharedListAnswerSchema,
} from '../../../domain/shared-list'
import { rememberSharedLink } from '../../lib/shared-link-keys'
import { callerOptions, type ShareOwner } from './share-owner'

/**
 * `POST /api/shared`: shares a cart or job list; the server stores a snapshot and answers its
 * link. A guest's revoke key is kept on this device.
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

/** The page a link opens on this site: `https://…/shared/{token}`. */
export function sharedPageUrl(token: string): string {
  return new URL(`/shared/${token}`, window.location.origin).href
}
