/**
 * The order reads as React Query options. The account's own orders live under the account's
 * key (`['account', …]`), which sign-out clears: a shared workshop device never shows one
 * customer's orders to the next. The success page's order (by its public token) is not kept
 * on the device: never saved to IndexedDB, and dropped once the page is left.
 */
import { queryOptions } from '@tanstack/react-query'
import { ACCOUNT_QUERY_KEY, ORDER_BY_TOKEN_QUERY_KEY } from '../../lib/account-query-key'
import type { Order } from '../../../domain/order'
import { checkPayment, myOrders, orderById, orderByToken, orderHistory } from '../../lib/orders-api'

/** Orders per page in the account's list, paged on the device. */
export const ORDERS_PER_PAGE = 8

/** Orders change on the server (payment, shipping): read afresh on every visit, cache shown meanwhile. */
const FRESH = { staleTime: 0 } as const

export const myOrdersQuery = () =>
  queryOptions({ queryKey: [...ACCOUNT_QUERY_KEY, 'orders'], queryFn: myOrders, ...FRESH })

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'order', id],
    queryFn: () => orderById(id),
    ...FRESH,
  })

export const orderByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: [...ORDER_BY_TOKEN_QUERY_KEY, token],
    queryFn: () => orderByToken(token),
    gcTime: 0,
  })

/** How often the order page asks whether a payment made elsewhere (Vipps) has settled, ms. */
export const PAYMENT_CHECK_INTERVAL_MS = 2000

/** The order as its open payments stand at their providers, asked again until it settles. */
export const paymentCheckQuery = (order: Pick<Order, 'id' | 'token'> | undefined) =>
  queryOptions({
    queryKey: [...ORDER_BY_TOKEN_QUERY_KEY, order?.token, 'payment-check'],
    queryFn: () => checkPayment(order as Pick<Order, 'id' | 'token'>),
    enabled: Boolean(order),
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.data && query.state.data.paymentStatus !== 'pending'
        ? false
        : PAYMENT_CHECK_INTERVAL_MS,
  })

/**
 * The order's course and returns: changes as the shop ships, so read afresh on every visit.
 * Read by the order's token (a guest's success page), it is not kept, as the order is not.
 */
export const orderHistoryQuery = (id: string, token?: string) =>
  token
    ? queryOptions({
        queryKey: [...ORDER_BY_TOKEN_QUERY_KEY, token, 'history'],
        queryFn: () => orderHistory(id, token),
        gcTime: 0,
      })
    : queryOptions({
        queryKey: [...ACCOUNT_QUERY_KEY, 'order-history', id],
        queryFn: () => orderHistory(id),
        ...FRESH,
      })
