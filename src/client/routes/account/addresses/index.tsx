import { createFileRoute } from '@tanstack/react-router'
import { AddressesPage } from '../../../features/account/addresses/addresses-page'

/** `/account/addresses` (spec §2): the address book. */
export const Route = createFileRoute('/account/addresses/')({
  component: AddressesPage,
})
