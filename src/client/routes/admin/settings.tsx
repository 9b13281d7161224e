import { createFileRoute } from '@tanstack/react-router'
import { AdminSettingsPage } from '../../features/admin/components/admin-settings-page'

/** `/admin/settings`: the shop's contact details, organisation number and social links. */
export const Route = createFileRoute('/admin/settings')({
  component: AdminSettingsPage,
})
