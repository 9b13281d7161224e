import { createFileRoute } from '@tanstack/react-router'
import { AddressFormPage } from '../../../features/account/addresses/address-form-page'

/** `/account/addresses/{id}` (spec §2): one address, to edit. */
export const Route = createFileRoute('/account/addresses/$id')({
  component: AddressRoute,
})

function AddressRoute() {
  const { id } = Route.useParams()
  return <AddressFormPage id={id} />
}
