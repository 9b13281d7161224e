/** `GET /api/category/list/sidebaritems?lang` — the category tree. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CategoryNode, sidebarItemsResponseSchema } from '../../../domain/category-tree'
import type { Locale } from '../../../domain/locale'
import { publicApi } from '../../lib/api-client'

export async function getSidebarCategories(locale: Locale): Promise<CategoryNode[]> {
  const body = await publicApi('/category/list/sidebaritems', { query: { lang: locale } })
  return sidebarItemsResponseSchema.parse(body).data.array
}

export const sidebarCategoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['categories', 'sidebar', locale],
    queryFn: () => getSidebarCategories(locale),
    // The tree changes rarely: one fetch an hour is plenty.
    staleTime: 60 * 60 * 1000,
  })

export function useSidebarCategories(locale: Locale) {
  return useQuery(sidebarCategoriesQuery(locale))
}
