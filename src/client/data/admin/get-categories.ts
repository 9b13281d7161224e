import {
  type AdminCategoriesResponse,
  adminCategoriesResponseSchema,
} from '../../../domain/catalogue-api'
import type { Locale } from '../../../domain/locale'
import { authApi } from '../../lib/api-client'
import { adminPageQuery } from './admin-page-query'

export const ADMIN_CATEGORIES_PER_PAGE = 20

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

export const adminCategoriesQuery = (lang: Locale, query: { page: number; search: string }) =>
  adminPageQuery(
    'admin-categories',
    { lang, page: query.page, perPage: ADMIN_CATEGORIES_PER_PAGE, search: query.search },
    fetchAdminCategories,
  )
