import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../domain/locale'
import type { SharedListAnswer } from '../../../domain/shared-list'
import { SHARED_LIST_QUERY_KEY } from '../../lib/account-query-key'
import { getShared, type ShareOwner } from '../../lib/shared-lists-api'

/**
 * Read afresh on every visit (today's prices). A 404 is final: the answer `null`, so the page
 * drawn on the server says so too, and it is not asked again.
 */
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
