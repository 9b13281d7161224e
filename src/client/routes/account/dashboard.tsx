import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '../../features/account/components/dashboard-page'
import { useGarage } from '../../features/garage/garage'
import { RecentOrders } from '../../features/orders/components/recent-orders'

/** `/account/dashboard`: the account's summary, with the garage's count and the latest orders. */
export const Route = createFileRoute('/account/dashboard')({
  component: DashboardRoute,
})

function DashboardRoute() {
  return <DashboardPage garageCount={useGarage().items.length} recentOrders={<RecentOrders />} />
}
