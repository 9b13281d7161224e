import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { polyfillDialog } from '../../../test/dialog-polyfill'
import { brakePads } from '../../product/test-harness'
import QuickViewDialog from '../../product/components/quick-view-dialog'
import { cartStore } from '../../../data/cart/cart'
import { cartProductFrom } from '../../../data/cart/cart-product'
import { renderInApp, startEachTestWithEmptyCart } from '../test-harness'
import { useCartActions } from '../use-cart-actions'
import { AddToCartButton } from './add-to-cart-button'

/** The quick view as the product cards wire it: its 'Add to cart' goes to the device's cart. */
function QuickViewToCart({ onClose }: { onClose: () => void }) {
  const cart = useCartActions()
  return (
    <QuickViewDialog
      article={brakePads}
      onClose={onClose}
      onAddToCart={(quantity) => void cart.add(brakePads, quantity)}
    />
  )
}

function toasts() {
  return screen.getByRole('status', { name: 'Notifications' })
}

function lines() {
  return cartStore.getSnapshot().cart.items.map((item) => [item.product.name, item.quantity])
}

describe('adding to the cart from a card and from the quick view', () => {
  startEachTestWithEmptyCart()
  beforeAll(() => {
    polyfillDialog()
  })

  it('adds one piece from a card, as the card shows it, says so, and then shows the count with − and +', async () => {
    const { user } = renderInApp(<AddToCartButton article={brakePads} />)
    const button = await screen.findByRole('button', { name: 'Add to cart: BOSCH Brake pads' })
    await user.click(button)
    await waitFor(() => expect(lines()).toEqual([['BOSCH Brake pads', 1]]))
    expect(toasts()).toHaveTextContent('Added to the cart')
    // A second tap is a choice: the button has become the count with its steps.
    const inCart = await screen.findByRole('group', { name: 'In the cart: BOSCH Brake pads' })
    expect(within(inCart).getByRole('status')).toHaveTextContent('1 in the cart')
    expect(screen.queryByRole('button', { name: 'Add to cart: BOSCH Brake pads' })).toBeNull()
    await user.click(within(inCart).getByRole('button', { name: 'One more: BOSCH Brake pads' }))
    await waitFor(() => expect(lines()).toEqual([['BOSCH Brake pads', 2]]))
    expect(within(inCart).getByRole('status')).toHaveTextContent('2 in the cart')
    expect(cartStore.getSnapshot().cart.items[0]).toMatchObject({
      articleNumber: '0 986 494 524',
      price: 39900,
      product: { image: '/part-images/402.svg', price: 49900, discount: 10000 },
    })
  })

  it('takes one away with −, and at the last one removes the line and offers Add to cart again', async () => {
    await cartStore.add(cartProductFrom(brakePads), 2)
    const { user } = renderInApp(<AddToCartButton article={brakePads} />)
    const inCart = await screen.findByRole('group', { name: 'In the cart: BOSCH Brake pads' })
    await user.click(within(inCart).getByRole('button', { name: 'One fewer: BOSCH Brake pads' }))
    await waitFor(() => expect(lines()).toEqual([['BOSCH Brake pads', 1]]))
    await user.click(
      within(inCart).getByRole('button', { name: 'Remove from cart: BOSCH Brake pads' }),
    )
    await waitFor(() => expect(lines()).toEqual([]))
    expect(
      await screen.findByRole('button', { name: 'Add to cart: BOSCH Brake pads' }),
    ).toBeEnabled()
  })

  it('keeps a sold-out article’s button disabled, so nothing is added', async () => {
    const soldOut = { ...brakePads, availability: 'out-of-stock' as const }
    const { user } = renderInApp(<AddToCartButton article={soldOut} />)
    const button = await screen.findByRole('button', { name: 'Add to cart: BOSCH Brake pads' })
    expect(button).toBeDisabled()
    await user.click(button)
    expect(lines()).toEqual([])
  })

  it('keeps the stock the article had on the line, so the cart can tell a sold-out line', async () => {
    const { user } = renderInApp(<AddToCartButton article={brakePads} />)
    await user.click(await screen.findByRole('button', { name: /^Add to cart/ }))
    await waitFor(() =>
      expect(cartStore.getSnapshot().cart.items[0]?.product.availability).toBe('in-stock'),
    )
  })

  it('says why an add was refused and leaves the cart as it was', async () => {
    await cartStore.add(
      {
        articleId: brakePads.articleId,
        articleNumber: brakePads.articleNumber,
        mfrName: brakePads.mfrName,
        name: 'x',
        price: 1,
        discount: 0,
      },
      999,
    )
    const { user } = renderInApp(<AddToCartButton article={brakePads} />)
    await user.click(await screen.findByRole('button', { name: 'One more: BOSCH Brake pads' }))
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('The cart holds 1 to 999 of each article.'),
    )
    expect(cartStore.getSnapshot().cart.quantity).toBe(999)
  })

  it('adds the chosen quantity from the quick view to the device’s cart and closes it', async () => {
    const closed: string[] = []
    const { user } = renderInApp(<QuickViewToCart onClose={() => closed.push('closed')} />)
    const dialog = await screen.findByRole('dialog', { name: 'BOSCH Brake pads' })
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(lines()).toEqual([['BOSCH Brake pads', 2]]))
    expect(closed).toEqual(['closed'])
    expect(toasts()).toHaveTextContent('Added to the cart')
  })
})
