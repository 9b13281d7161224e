/** The admin calls, with the signed-in ADMIN's token. */
import { adminDashboardSchema, adminOrdersResponseSchema } from '../../../../domain/admin'
import { adminOutboxResponseSchema } from '../../../../domain/admin-mail'
import {
  type AdminCategoriesResponse,
  adminCategoriesResponseSchema,
  setFeaturedAnswerSchema,
} from '../../../../domain/catalogue-api'
import type { Locale } from '../../../../domain/locale'
import type { PaymentStatus } from '../../../../domain/order'
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

export const adminOrdersQuery = (query: { page: number; paymentStatus?: PaymentStatus }) => ({
  ...adminPageQuery(
    'admin-orders',
    { page: query.page, perPage: ADMIN_ORDERS_PER_PAGE, paymentStatus: query.paymentStatus },
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

const EMPTY: AdminCategoriesResponse['data'] = { array: [], page: 1, perPage: 20, total: 0 }

/** One page of the flattened category tree; a failure is logged and answers an empty list. */
export async function fetchAdminCategories(
  request: AdminCategoriesRequest,
): Promise<AdminCategoriesResponse['data']> {
  try {
    const answer = await authApi('/category/list/admin/sidebaritems', {
      query: { ...request, search: request.search || undefined },
    })
    return adminCategoriesResponseSchema.parse(answer).data
  } catch (error) {
    console.error('Error fetching categories:', error)
    return { ...EMPTY, page: request.page, perPage: request.perPage }
  }
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

/** `GET /admin/orders?page&perPage&paymentStatus`: one page of every customer's orders. */
export async function fetchAdminOrders(query: {
  page: number
  perPage: number
  paymentStatus?: PaymentStatus
}) {
  return adminOrdersResponseSchema.parse(await authApi('/admin/orders', { query })).data
}

/** `PUT /admin/settings`: replaces the shop's settings; answers them as saved. */
export async function saveSettings(settings: ShopSettings) {
  return shopSettingsSchema.parse(
    await authApi('/admin/settings', { method: 'PUT', body: settings }),
  )
}
