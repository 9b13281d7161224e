import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/account/session'
import { AdminDashboardPage } from '../../features/admin/components/admin-dashboard-page'

/** `/admin/dashboard` (spec §2): the ADMIN's landing page; `/admin` lets only an ADMIN in. */
export const Route = createFileRoute('/admin/dashboard')({
  component: AdminDashboardRoute,
})

function AdminDashboardRoute() {
  const { user } = useSession()
  return user ? <AdminDashboardPage user={user} /> : null
}
