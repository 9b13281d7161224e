import { createFileRoute } from '@tanstack/react-router'
import type { SharedListAnswer } from '../../../domain/shared-list'
import { addLinesToCart } from '../../features/cart/add-lines-to-cart'
import { cartStore, useCart } from '../../features/cart/cart'
import { settingsQuery, useSettings } from '../../data/settings/get-settings'
import { SharedListPage } from '../../features/shared-lists/components/shared-list-page'
import { sharedListQuery } from '../../data/shared-lists/get-shared-list'
import { loadPageData } from '../../offline/page-data'

/** The lines the shop sells today, as cart products at today's price. */
function addToMyCart(list: SharedListAnswer) {
  return addLinesToCart(
    list.lines.flatMap((line) =>
      line.price === null
        ? []
        : [
            {
              quantity: line.quantity,
              product: {
                articleId: line.articleId,
                articleNumber: line.articleNumber,
                mfrName: line.mfrName,
                name: line.name,
                price: line.price,
                discount: 0,
                ...(line.image && { image: line.image }),
                ...(line.availability && { availability: line.availability }),
                ...(line.stock !== undefined && { stock: line.stock }),
              },
            },
          ],
    ),
  )
}

/** This device's server cart, which owns what a guest shares (empty until the cart is read). */
const cartOwner = () => ({ cartId: cartStore.getSnapshot().cart.cartId || undefined })

/** `/shared/{token}`: a shared cart or job list; `?print=1` its printable quote. */
export const Route = createFileRoute('/shared/$token')({
  validateSearch: (search: Record<string, unknown>): { print?: 1 } =>
    search.print === 1 || search.print === '1' ? { print: 1 } : {},
  loader: async ({ params, cause, context: { queryClient, locale } }) => {
    // The cart's id says whether a guest shared this list: read before the list is asked for.
    await cartStore.ready()
    await Promise.all([
      loadPageData(queryClient, sharedListQuery(params.token, locale, cartOwner()), cause),
      loadPageData(queryClient, settingsQuery()),
    ])
  },
  component: SharedRoute,
})

function SharedRoute() {
  const { token } = Route.useParams()
  const { print } = Route.useSearch()
  const { cart } = useCart()
  return (
    <SharedListPage
      token={token}
      print={print === 1}
      shop={useSettings()}
      owner={{ cartId: cart.cartId || undefined }}
      onAddToCart={addToMyCart}
    />
  )
}
