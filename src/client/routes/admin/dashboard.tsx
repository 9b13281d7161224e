import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/account/session'
import { adminDashboardQuery } from '../../data/admin/get-dashboard'
import { AdminDashboardPage } from '../../features/admin/components/admin-dashboard-page'
import { loadPageData } from '../../offline/page-data'

/** `/admin/dashboard`: the ADMIN's landing page; `/admin` lets only an ADMIN in. */
export const Route = createFileRoute('/admin/dashboard')({
  loader: async ({ context: { queryClient, locale, isAdmin } }) => {
    if (isAdmin) await loadPageData(queryClient, adminDashboardQuery(locale))
  },
  component: AdminDashboardRoute,
})

function AdminDashboardRoute() {
  const { user } = useSession()
  return user ? <AdminDashboardPage user={user} /> : null
}
