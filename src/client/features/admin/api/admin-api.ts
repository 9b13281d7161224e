/** The admin calls, with the signed-in ADMIN's token. */
import {
  adminDashboardSchema,
  adminOrdersResponseSchema,
  adminPageSchema,
} from '../../../../domain/admin'
import { IDEMPOTENCY_KEY_HEADER } from '../../../../domain/cart-schema'
import type { ReturnStatus } from '../../../../domain/order-lifecycle'
import {
  adminReturnRowSchema,
  type OrderStatusChange,
  orderStatusAnswerSchema,
  refundAnswerSchema,
  returnAnswerSchema,
} from '../../../../domain/order-lifecycle-schema'
import { adminOutboxResponseSchema } from '../../../../domain/admin-mail'
import {
  type AdminCategoriesResponse,
  adminCategoriesResponseSchema,
  setFeaturedAnswerSchema,
} from '../../../../domain/catalogue-api'
import type { Locale } from '../../../../domain/locale'
import type { OrderStatus, PaymentStatus } from '../../../../domain/order'
import { type ShopSettings, shopSettingsSchema } from '../../../../domain/settings'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { authApi } from '../../../lib/api-client'
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query-key'

/** Rows per page of the admin listings. */
export const ADMIN_CATEGORIES_PER_PAGE = 20
export const ADMIN_ORDERS_PER_PAGE = 20
export const ADMIN_OUTBOX_PER_PAGE = 20

/** The admin's data lives under the account's key: sign-out clears it from the device. */
export const adminDashboardQuery = (lang: Locale) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'admin-dashboard', lang],
    queryFn: () => fetchAdminDashboard(lang),
    staleTime: 0,
  })

/** A page of an admin listing; the page shown stays while the next one loads. */
const adminPageQuery = <Request, Page>(
  name: string,
  request: Request,
  fetchPage: (request: Request) => Promise<Page>,
) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, name, request],
    queryFn: () => fetchPage(request),
    placeholderData: keepPreviousData,
  })

export const adminCategoriesQuery = (lang: Locale, query: { page: number; search: string }) =>
  adminPageQuery(
    'admin-categories',
    { lang, page: query.page, perPage: ADMIN_CATEGORIES_PER_PAGE, search: query.search },
    fetchAdminCategories,
  )

export const adminOrdersQuery = (query: {
  page: number
  paymentStatus?: PaymentStatus
  status?: OrderStatus
}) => ({
  ...adminPageQuery(
    'admin-orders',
    {
      page: query.page,
      perPage: ADMIN_ORDERS_PER_PAGE,
      paymentStatus: query.paymentStatus,
      status: query.status,
    },
    fetchAdminOrders,
  ),
  staleTime: 0,
})

export const adminOutboxQuery = (query: { page: number }) => ({
  ...adminPageQuery(
    'admin-outbox',
    { page: query.page, perPage: ADMIN_OUTBOX_PER_PAGE },
    fetchAdminOutbox,
  ),
  staleTime: 0,
})

/** `GET /admin/mail-outbox?page&perPage`: one page of the mails kept in the outbox. */
export async function fetchAdminOutbox(query: { page: number; perPage: number }) {
  return adminOutboxResponseSchema.parse(await authApi('/admin/mail-outbox', { query })).data
}

export interface AdminCategoriesRequest {
  lang: Locale
  page: number
  perPage: number
  search?: string
}

/** One page of the flattened category tree. */
export async function fetchAdminCategories(
  request: AdminCategoriesRequest,
): Promise<AdminCategoriesResponse['data']> {
  const answer = await authApi('/category/list/admin/sidebaritems', {
    query: { ...request, search: request.search || undefined },
  })
  return adminCategoriesResponseSchema.parse(answer).data
}

/** `POST /tecdoc/set-article-featured`: shows or hides an article among the featured ones. */
export async function setArticleFeatured(articleNumber: string, featured: boolean) {
  const answer = await authApi('/tecdoc/set-article-featured', {
    method: 'POST',
    query: { articleNumber, isFeatured: featured ? '1' : '0' },
  })
  return setFeaturedAnswerSchema.parse(answer)
}

/** `GET /admin/dashboard?lang`: the dashboard's figures (src/domain/admin.ts). */
export async function fetchAdminDashboard(lang: Locale) {
  return adminDashboardSchema.parse(await authApi('/admin/dashboard', { query: { lang } }))
}

/** `GET /admin/orders?page&perPage&paymentStatus&status`: one page of every customer's orders. */
export async function fetchAdminOrders(query: {
  page: number
  perPage: number
  paymentStatus?: PaymentStatus
  status?: OrderStatus
}) {
  return adminOrdersResponseSchema.parse(await authApi('/admin/orders', { query })).data
}

/** `PUT /admin/settings`: replaces the shop's settings; answers them as saved. */
export async function saveSettings(settings: ShopSettings) {
  return shopSettingsSchema.parse(
    await authApi('/admin/settings', { method: 'PUT', body: settings }),
  )
}

/** `POST /admin/orders/{id}/status`: packs, ships, delivers, settles or cancels an order. */
export async function changeOrderStatus(id: string, change: OrderStatusChange) {
  return orderStatusAnswerSchema.parse(
    await authApi(`/admin/orders/${encodeURIComponent(id)}/status`, {
      method: 'POST',
      body: change,
    }),
  )
}

/**
 * `POST /admin/orders/{id}/refunds`: pays back every piece not yet paid back. `key` names the
 * refund: the same key again (a retry after a lost answer) pays back once.
 */
export async function refundOrder(id: string, key: string) {
  return refundAnswerSchema.parse(
    await authApi(`/admin/orders/${encodeURIComponent(id)}/refunds`, {
      method: 'POST',
      body: {},
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
  )
}

const adminReturnsResponseSchema = adminPageSchema(adminReturnRowSchema)

/** `GET /admin/returns?status`: the customers' return requests, newest first. */
export const adminReturnsQuery = (status?: ReturnStatus) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'admin-returns', status ?? 'all'],
    queryFn: async () =>
      adminReturnsResponseSchema.parse(
        await authApi('/admin/returns', { query: { status, perPage: 50 } }),
      ).data,
    staleTime: 0,
  })

/** `POST /admin/returns/{id}/status`: received, rejected, or REFUNDED (pays the parts back). */
export async function changeReturnStatus(id: string, status: ReturnStatus) {
  return returnAnswerSchema.parse(
    await authApi(`/admin/returns/${encodeURIComponent(id)}/status`, {
      method: 'POST',
      body: { status },
    }),
  ).return
}

/** The order and return listings, read again after an admin changed one. */
export const ADMIN_ORDER_LISTS = [
  [...ACCOUNT_QUERY_KEY, 'admin-orders'],
  [...ACCOUNT_QUERY_KEY, 'admin-returns'],
] as const
