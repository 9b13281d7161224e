/** The first part of every query key of the signed-in account's data: sign-out removes them all. */
export const ACCOUNT_QUERY_KEY = ['account'] as const

/** The first part of the key of an order opened by its public token: a guest's, yet personal. */
export const ORDER_BY_TOKEN_QUERY_KEY = ['order-by-token'] as const

/**
 * The first part of the key of a list opened by its link: read afresh on every visit, never
 * saved on the device (someone else's list, and whether it is ours).
 */
export const SHARED_LIST_QUERY_KEY = ['shared-list'] as const

/** The first parts of a plate look-up's key: which cars someone looked for is theirs. */
export const PLATE_LOOKUP_QUERY_KEY = ['vehicles', 'by-registration'] as const

/** Whether a query or mutation key holds one person's data (names, addresses, orders, plates). */
export function isPersonalQueryKey(key: readonly unknown[] | undefined): boolean {
  const root = key?.[0]
  return (
    root === ACCOUNT_QUERY_KEY[0] ||
    root === ORDER_BY_TOKEN_QUERY_KEY[0] ||
    (root === PLATE_LOOKUP_QUERY_KEY[0] && key?.[1] === PLATE_LOOKUP_QUERY_KEY[1])
  )
}
