import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/information/components/terms-page'
import { ShopContactDetails } from '../features/settings/components/shop-contact-details'
import { settingsQuery, useSettings } from '../features/settings/get-settings'
import { loadPageData } from '../offline/page-data'

export const Route = createFileRoute('/terms')({
  loader: async ({ context: { queryClient } }) => {
    await loadPageData(queryClient, settingsQuery())
  },
  component: TermsRoute,
})

function TermsRoute() {
  const hasSettings = useSettings() !== null
  return <TermsPage seller={hasSettings ? <ShopContactDetails /> : null} />
}
