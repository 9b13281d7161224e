import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/information/components/terms-page'
import { loadShopSettings, useShopContactDetails } from './-shop-contact'

/** The same terms as /terms: the shop has used both addresses. */
export const Route = createFileRoute('/terms-and-conditions')({
  loader: loadShopSettings,
  component: TermsRoute,
})

function TermsRoute() {
  return <TermsPage seller={useShopContactDetails()} />
}
