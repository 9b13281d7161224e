import { createFileRoute } from '@tanstack/react-router'
import { addressesQuery } from '../../data/account/get-addresses'
import { DashboardPage } from '../../features/account/components/dashboard-page'
import { useGarage } from '../../lib/garage/garage'
import { RecentOrders } from '../../features/orders/components/recent-orders'
import { myOrdersQuery } from '../../data/orders/get-my-orders'
import { loadPageData } from '../../offline/page-data'

/** `/account/dashboard`: the account's summary, with the garage's count and the latest orders. */
export const Route = createFileRoute('/account/dashboard')({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      loadPageData(queryClient, addressesQuery()),
      loadPageData(queryClient, myOrdersQuery()),
    ])
  },
  component: DashboardRoute,
})

function DashboardRoute() {
  return <DashboardPage garageCount={useGarage().items.length} recentOrders={<RecentOrders />} />
}
