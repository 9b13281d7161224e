import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/information/components/contact-page'
import { ShopContactDetails } from '../features/settings/components/shop-contact-details'
import { useSettings } from '../features/settings/get-settings'

export const Route = createFileRoute('/contact-us')({
  component: ContactRoute,
})

function ContactRoute() {
  const hasSettings = useSettings() !== null
  return <ContactPage details={hasSettings ? <ShopContactDetails /> : null} />
}
