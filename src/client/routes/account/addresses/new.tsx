import { createFileRoute } from '@tanstack/react-router'
import { AddressFormPage } from '../../../features/account/addresses/address-form-page'

/** `/account/addresses/new`: a new address. */
export const Route = createFileRoute('/account/addresses/new')({
  component: () => <AddressFormPage />,
})
