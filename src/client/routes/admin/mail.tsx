import { createFileRoute } from '@tanstack/react-router'
import { adminOutboxQuery } from '../../data/admin/get-outbox'
import { AdminOutboxPage } from '../../features/admin/components/admin-outbox-page'
import { wholeNumber } from '../../lib/search-params'
import { loadPageData } from '../../offline/page-data'

/** `/admin/mail`: the mail outbox, `?page=`. */
export const Route = createFileRoute('/admin/mail')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({
    page: wholeNumber(search.page),
  }),
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 1 }),
  loader: async ({ context: { queryClient, isAdmin }, cause, deps }) => {
    if (isAdmin) await loadPageData(queryClient, adminOutboxQuery(deps), cause)
  },
  component: AdminOutboxRoute,
})

function AdminOutboxRoute() {
  const { page } = Route.useSearch()
  return <AdminOutboxPage page={page ?? 1} />
}
