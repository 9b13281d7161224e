import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { addressesQuery } from '../../../data/account/get-addresses'
import { useSession } from '../../../features/account/session'
import { cartStore, useCart } from '../../../features/cart/cart'
import { CheckoutPage } from '../../../features/checkout/components/checkout-page'
import { paymentMethodsQuery } from '../../../data/orders/get-payment-methods'

/** `/cart/checkout`: the cart's lines ordered, with the signed-in customer's e-mail and addresses. */
export const Route = createFileRoute('/cart/checkout/')({
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { cart, loaded } = useCart()
  const { user } = useSession()
  const addressBook = useQuery({ ...addressesQuery(), enabled: Boolean(user) })
  const methods = useQuery(paymentMethodsQuery())
  return (
    <CheckoutPage
      cart={cart}
      cartLoaded={loaded}
      onPaid={() => cartStore.reset()}
      onSoldOut={(articleNumber) => void cartStore.markSoldOut(articleNumber)}
      customerEmail={user?.email}
      savedAddresses={addressBook.data}
      savedAddressesAt={addressBook.dataUpdatedAt}
      paymentMethods={methods.data}
    />
  )
}
