/** The first part of every query key of the signed-in account's data: sign-out removes them all. */
export const ACCOUNT_QUERY_KEY = ['account'] as const
