import { createFileRoute } from '@tanstack/react-router'
import { AdminSettingsPage } from '../../features/admin/components/admin-settings-page'
import { useKeepSavedSettings, useSettings } from '../../features/settings/get-settings'

/** `/admin/settings`: the shop's contact details, organisation number and social links. */
export const Route = createFileRoute('/admin/settings')({
  component: AdminSettingsRoute,
})

function AdminSettingsRoute() {
  return <AdminSettingsPage settings={useSettings()} onSaved={useKeepSavedSettings()} />
}
