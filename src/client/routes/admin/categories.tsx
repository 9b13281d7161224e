import { createFileRoute } from '@tanstack/react-router'
import { AdminCategoriesPage } from '../../features/admin/components/admin-categories-page'
import { text, wholeNumber } from '../../lib/search-params'

/** `/admin/categories`: the admin listing of categories (spec §1), `?search=&page=`. */
export const Route = createFileRoute('/admin/categories')({
  validateSearch: (search: Record<string, unknown>): { search?: string; page?: number } => ({
    search: text(search.search, 100),
    page: wholeNumber(search.page),
  }),
  component: AdminCategoriesRoute,
})

function AdminCategoriesRoute() {
  const { search, page } = Route.useSearch()
  return <AdminCategoriesPage search={search ?? ''} page={page ?? 1} />
}
