import { createFileRoute } from '@tanstack/react-router'
import { addressesQuery } from '../../../data/account/get-addresses'
import { AddressesPage } from '../../../features/account/addresses/addresses-page'
import { loadPageData } from '../../../offline/page-data'

/** `/account/addresses`: the address book. */
export const Route = createFileRoute('/account/addresses/')({
  loader: async ({ context: { queryClient } }) => {
    await loadPageData(queryClient, addressesQuery())
  },
  component: AddressesPage,
})
