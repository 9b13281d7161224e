import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../features/information/components/privacy-page'
import { ShopContactDetails } from '../features/settings/components/shop-contact-details'
import { useSettings } from '../features/settings/get-settings'

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyRoute,
})

function PrivacyRoute() {
  const hasSettings = useSettings() !== null
  return <PrivacyPage controller={hasSettings ? <ShopContactDetails /> : null} />
}
