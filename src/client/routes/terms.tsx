import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/information/components/terms-page'
import { loadShopSettings, useShopContactDetails } from './-shop-contact'

export const Route = createFileRoute('/terms')({
  loader: loadShopSettings,
  component: TermsRoute,
})

function TermsRoute() {
  return <TermsPage seller={useShopContactDetails()} />
}
