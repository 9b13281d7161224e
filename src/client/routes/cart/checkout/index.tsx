import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '../../../features/checkout/components/checkout-page'

/** `/cart/checkout` (spec §2): contact, addresses, delivery, terms and card payment. */
export const Route = createFileRoute('/cart/checkout/')({
  component: CheckoutPage,
})
