/** Sign-out removes every query under it. */
export const ACCOUNT_QUERY_KEY = ['account'] as const

/** A guest's, yet personal. */
export const ORDER_BY_TOKEN_QUERY_KEY = ['order-by-token'] as const

/** Never saved on the device: someone else's list, read afresh on every visit. */
export const SHARED_LIST_QUERY_KEY = ['shared-list'] as const

/** Which cars someone looked for is theirs. */
export const PLATE_LOOKUP_QUERY_KEY = ['vehicles', 'by-registration'] as const

export function isPersonalQueryKey(key: readonly unknown[] | undefined): boolean {
  const root = key?.[0]
  return (
    root === ACCOUNT_QUERY_KEY[0] ||
    root === ORDER_BY_TOKEN_QUERY_KEY[0] ||
    (root === PLATE_LOOKUP_QUERY_KEY[0] && key?.[1] === PLATE_LOOKUP_QUERY_KEY[1])
  )
}
