import {
  type CreateSharedListAnswer,
  type CreateSharedListBody,
  createSharedListAnswerSchema,
} from '../../../domain/shared-list'
import { rememberSharedLink } from '../../lib/shared-link-keys'
import { callerOptions, type ShareOwner } from './share-owner'

/** A guest's revoke key is kept on this device, so it can take the link back. */
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

export function sharedPageUrl(token: string): string {
  return new URL(`/shared/${token}`, window.location.origin).href
}
