import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../features/information/components/privacy-page'
import { loadShopSettings, useShopContactDetails } from './-shop-contact'

export const Route = createFileRoute('/privacy-policy')({
  loader: loadShopSettings,
  component: PrivacyRoute,
})

function PrivacyRoute() {
  return <PrivacyPage controller={useShopContactDetails()} />
}
