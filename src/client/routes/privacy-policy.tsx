import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../features/information/components/privacy-page'
import { ShopContactDetails } from '../features/settings/components/shop-contact-details'
import { settingsQuery, useSettings } from '../features/settings/get-settings'
import { loadPageData } from '../offline/page-data'

export const Route = createFileRoute('/privacy-policy')({
  loader: async ({ context: { queryClient } }) => {
    await loadPageData(queryClient, settingsQuery())
  },
  component: PrivacyRoute,
})

function PrivacyRoute() {
  const hasSettings = useSettings() !== null
  return <PrivacyPage controller={hasSettings ? <ShopContactDetails /> : null} />
}
