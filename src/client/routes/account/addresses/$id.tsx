import { createFileRoute } from '@tanstack/react-router'
import { addressQuery } from '../../../data/account/get-address'
import { AddressFormPage } from '../../../features/account/addresses/address-form-page'
import { loadPageData } from '../../../offline/page-data'

/** `/account/addresses/{id}`: one address, to edit. */
export const Route = createFileRoute('/account/addresses/$id')({
  loader: async ({ params, cause, context: { queryClient } }) => {
    await loadPageData(queryClient, addressQuery(params.id), cause)
  },
  component: AddressRoute,
})

function AddressRoute() {
  const { id } = Route.useParams()
  return <AddressFormPage id={id} />
}
