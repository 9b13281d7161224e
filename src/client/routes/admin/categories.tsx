import { createFileRoute } from '@tanstack/react-router'
import { adminCategoriesQuery } from '../../data/admin/get-categories'
import { AdminCategoriesPage } from '../../features/admin/components/admin-categories-page'
import { text, wholeNumber } from '../../lib/search-params'
import { loadPageData } from '../../offline/page-data'

/** `/admin/categories`: the admin listing of categories, `?search=&page=`. */
export const Route = createFileRoute('/admin/categories')({
  validateSearch: (search: Record<string, unknown>): { search?: string; page?: number } => ({
    search: text(search.search, 100),
    page: wholeNumber(search.page),
  }),
  loaderDeps: ({ search: { search, page } }) => ({ search: search ?? '', page: page ?? 1 }),
  loader: async ({ context: { queryClient, locale, isAdmin }, cause, deps }) => {
    if (isAdmin) await loadPageData(queryClient, adminCategoriesQuery(locale, deps), cause)
  },
  component: AdminCategoriesRoute,
})

function AdminCategoriesRoute() {
  const { search, page } = Route.useSearch()
  return <AdminCategoriesPage search={search ?? ''} page={page ?? 1} />
}
