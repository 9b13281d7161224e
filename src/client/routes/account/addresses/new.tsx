import { createFileRoute } from '@tanstack/react-router'
import { AddressFormPage } from '../../../features/account/addresses/address-form-page'

/** `/account/addresses/new` (spec §2): a new address. */
export const Route = createFileRoute('/account/addresses/new')({
  component: () => <AddressFormPage />,
})
