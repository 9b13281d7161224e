import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/information/components/contact-page'
import { loadShopSettings, useShopContactDetails } from './-shop-contact'

export const Route = createFileRoute('/contact-us')({
  loader: loadShopSettings,
  component: ContactRoute,
})

function ContactRoute() {
  return <ContactPage details={useShopContactDetails()} />
}
