import { createFileRoute } from '@tanstack/react-router'
import { AdminSettingsPage } from '../../features/admin/components/admin-settings-page'
import { settingsQuery, useKeepSavedSettings, useSettings } from '../../data/settings/get-settings'
import { loadPageData } from '../../offline/page-data'

/** `/admin/settings`: the shop's contact details, organisation number and social links. */
export const Route = createFileRoute('/admin/settings')({
  loader: async ({ context: { queryClient, isAdmin } }) => {
    if (isAdmin) await loadPageData(queryClient, settingsQuery())
  },
  component: AdminSettingsRoute,
})

function AdminSettingsRoute() {
  return <AdminSettingsPage settings={useSettings()} onSaved={useKeepSavedSettings()} />
}
