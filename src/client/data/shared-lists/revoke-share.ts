import { isFetchError } from '../../lib/api-client'
import { forgetSharedLink } from '../../lib/shared-link-keys'
import { callerOptions, type ShareOwner } from './share-owner'

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
