import { createFileRoute } from '@tanstack/react-router'
import { CancellationFormPage } from '../features/information/components/cancellation-form-page'
import { loadShopSettings, useShopContactDetails } from './-shop-contact'

/** The standard withdrawal form, linked from the order confirmation and the terms. */
export const Route = createFileRoute('/cancellation-form')({
  loader: loadShopSettings,
  component: CancellationFormRoute,
})

function CancellationFormRoute() {
  return <CancellationFormPage seller={useShopContactDetails()} />
}
