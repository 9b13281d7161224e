import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../domain/locale'
import { SHARED_LIST_QUERY_KEY } from '../../lib/account-query-key'
import { getShared, type ShareOwner } from '../../lib/shared-lists-api'

/**
 * A list opened by its link, at today's prices: read afresh on every visit and let go soon
 * after the page is left. `owner` only tells the server whether the list is ours. A 404
 * (unknown, expired, revoked) is final, so it is not asked again (as no 4xx is: `retryUnlessRefused`).
 */
export const sharedListQuery = (token: string, lang: Locale, owner: ShareOwner = {}) =>
  queryOptions({
    queryKey: [...SHARED_LIST_QUERY_KEY, token, lang],
    queryFn: () => getShared(token, lang, owner),
    staleTime: 0,
    gcTime: 60_000,
  })
