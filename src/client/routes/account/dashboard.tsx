import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '../../features/account/components/dashboard-page'
import { useGarage } from '../../features/garage/garage'

/** `/account/dashboard` (spec §2): the account's summary, with the garage's count. */
export const Route = createFileRoute('/account/dashboard')({
  component: DashboardRoute,
})

function DashboardRoute() {
  return <DashboardPage garageCount={useGarage().items.length} />
}
