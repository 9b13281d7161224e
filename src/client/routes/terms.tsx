import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/information/components/terms-page'
import { ShopContactDetails } from '../features/settings/components/shop-contact-details'
import { useSettings } from '../features/settings/get-settings'

export const Route = createFileRoute('/terms')({
  component: TermsRoute,
})

function TermsRoute() {
  const hasSettings = useSettings() !== null
  return <TermsPage seller={hasSettings ? <ShopContactDetails /> : null} />
}
