import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/information/components/contact-page'
import { ShopContactDetails } from '../features/settings/components/shop-contact-details'
import { settingsQuery, useSettings } from '../features/settings/get-settings'
import { loadPageData } from '../offline/page-data'

export const Route = createFileRoute('/contact-us')({
  loader: async ({ context: { queryClient } }) => {
    await loadPageData(queryClient, settingsQuery())
  },
  component: ContactRoute,
})

function ContactRoute() {
  const hasSettings = useSettings() !== null
  return <ContactPage details={hasSettings ? <ShopContactDetails /> : null} />
}
