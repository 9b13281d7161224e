import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../domain/locale'
import { type SharedListAnswer, sharedListAnswerSchema } from '../../../domain/shared-list'
import { SHARED_LIST_QUERY_KEY } from '../../lib/account-query-key'
import { callerOptions, type ShareOwner } from './share-owner'

export async function getShared(
  token: string,
  lang: Locale,
  owner: ShareOwner = {},
): Promise<SharedListAnswer> {
  const { api, headers } = callerOptions(owner, token)
  const answer = await api(`/shared/${encodeURIComponent(token)}`, { query: { lang }, headers })
  return sharedListAnswerSchema.parse(answer)
}

/** A 404 (unknown, expired, revoked) is the answer `null`, so the server-drawn page says so too. */
export const sharedListQuery = (token: string, lang: Locale, owner: ShareOwner = {}) =>
  queryOptions({
    queryKey: [...SHARED_LIST_QUERY_KEY, token, lang],
    queryFn: async (): Promise<SharedListAnswer | null> => {
      try {
        return await getShared(token, lang, owner)
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null
        throw error
      }
    },
    staleTime: 0,
    gcTime: 60_000,
  })
