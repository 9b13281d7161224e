import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { choosePricesExMva } from '../../../offline/price-display-account'
import { cartStore } from '../../../data/cart/cart'
import { cartWith, filter, pads, renderInApp, startEachTestWithEmptyCart } from '../test-harness'
import { CartPage } from './cart-page'
import { linkHref } from '../../../test/link-href'

async function renderCart() {
  const app = renderInApp(<CartPage />)
  const heading = await screen.findByRole('heading', { level: 1, name: 'Cart' })
  return { ...app, heading }
}

function line(name: string) {
  return screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement
}

function sums() {
  return screen.getByRole('complementary', { name: 'Summary' })
}

describe('the cart page', () => {
  startEachTestWithEmptyCart()
  afterEach(() => choosePricesExMva(false))

  it('says the cart is empty and leads to the catalogue', async () => {
    const { heading } = await renderCart()
    expect(heading).toHaveFocus()
    expect(document.title).toBe('Cart – Delelager')
    expect(await screen.findByText('The cart is empty.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Find parts' })).toHaveAttribute('href', '/en/catalog')
    expect(screen.getByText(/kept on this device/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Update cart' })).toBeNull()
  })

  it('lists each line with picture, name, number, unit price, quantity and line total', async () => {
    await cartWith([pads, 2], [filter, 1])
    await renderCart()
    const first = line('BOSCH Brake pads')
    expect(linkHref(first, 'BOSCH Brake pads')).toBe('/en/product-preview/0%20986%20494%20524')
    expect(first.querySelector('img')).toHaveAttribute('src', '/part-images/402.svg')
    expect(first).toHaveTextContent('Article number 0 986 494 524')
    expect(first).toHaveTextContent('Unit price: kr 399.00')
    expect(first).toHaveTextContent('Line total: kr 798.00')
    expect(
      within(first).getByRole('spinbutton', { name: /^Quantity\s*BOSCH Brake pads$/ }),
    ).toHaveValue('2')
    expect(within(line('MANN-FILTER Oil filter')).getByRole('spinbutton')).toHaveValue('1')
  })

  it('shows subtotal, shipping, total and the MVA the prices include', async () => {
    await cartWith([pads, 2], [filter, 1])
    await renderCart()
    expect(sums()).toHaveTextContent('Subtotalkr 997.00')
    expect(sums()).toHaveTextContent('Shippingkr 25.00')
    expect(sums()).toHaveTextContent('Totalkr 1,022.00')
    expect(sums()).toHaveTextContent('Of which MVA (25 %)kr 204.40')
    expect(sums()).toHaveTextContent('Total excl. MVAkr 817.60')
    expect(within(sums()).getByText('Prices include 25% VAT (MVA).')).toBeVisible()
    expect(linkHref(sums(), 'Checkout')).toBe('/en/cart/checkout')
  })

  it('shows lines and sums without MVA when switched, adding up to the total to pay', async () => {
    await cartWith([pads, 2], [{ ...filter, price: 12_343 }, 1])
    const { user } = await renderCart()
    await user.click(within(sums()).getByRole('switch', { name: 'Show prices excl. MVA' }))
    expect(line('BOSCH Brake pads')).toHaveTextContent('Unit price: kr 319.20 excl. MVA')
    expect(line('BOSCH Brake pads')).toHaveTextContent('Line total: kr 638.40 excl. MVA')
    expect(line('MANN-FILTER Oil filter')).toHaveTextContent('Line total: kr 98.74 excl. MVA')
    expect(sums()).toHaveTextContent('Subtotal excl. MVAkr 737.14')
    expect(sums()).toHaveTextContent('Shipping excl. MVAkr 20.00')
    expect(sums()).toHaveTextContent('Total excl. MVAkr 757.14')
    expect(sums()).toHaveTextContent('MVA (25 %)kr 189.29')
    expect(sums()).toHaveTextContent('Total incl. MVAkr 946.43')
    expect(within(sums()).queryByText('Prices include 25% VAT (MVA).')).toBeNull()
  })

  it('names a sold-out line and keeps checkout closed until it is removed', async () => {
    await cartWith([{ ...pads, availability: 'out-of-stock' }, 1], [filter, 1])
    const { user } = await renderCart()
    expect(line('BOSCH Brake pads')).toHaveTextContent(
      'Out of stock. Remove this line to place the order.',
    )
    expect(line('MANN-FILTER Oil filter')).not.toHaveTextContent('Out of stock')
    expect(within(sums()).queryByRole('link', { name: 'Checkout' })).toBeNull()
    const closed = within(sums()).getByRole('button', { name: 'Checkout' })
    expect(closed).toBeDisabled()
    expect(closed).toHaveAccessibleDescription(
      'Some parts in the cart are out of stock. Remove them before you go to checkout.',
    )
    await user.click(within(line('BOSCH Brake pads')).getByRole('button', { name: /Remove/ }))
    expect(await within(sums()).findByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/en/cart/checkout',
    )
  })

  it('applies the edited quantities only when the cart is updated', async () => {
    await cartWith([pads, 2], [filter, 1])
    const { user } = await renderCart()
    const padsBox = within(line('BOSCH Brake pads')).getByRole('spinbutton')
    await user.clear(padsBox)
    await user.type(padsBox, '5')
    await user.click(
      within(line('MANN-FILTER Oil filter')).getByRole('button', { name: 'Increase quantity' }),
    )
    expect(sums()).toHaveTextContent('Totalkr 1,022.00')
    await user.click(screen.getByRole('button', { name: 'Update cart' }))

    await waitFor(() => expect(sums()).toHaveTextContent('Totalkr 2,418.00'))
    expect(line('BOSCH Brake pads')).toHaveTextContent('Line total: kr 1,995.00')
    expect(cartStore.getSnapshot().cart.items.map((item) => item.quantity)).toEqual([5, 2])
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Cart updated')
  })

  it('stops the update at a box that holds no quantity, and says why', async () => {
    await cartWith([pads, 2])
    const { user } = await renderCart()
    const before = cartStore.getSnapshot().revision
    const box = within(line('BOSCH Brake pads')).getByRole('spinbutton')
    await user.clear(box)
    await user.type(box, 'many')
    await user.click(screen.getByRole('button', { name: 'Update cart' }))
    expect(box).toHaveFocus()
    expect(within(line('BOSCH Brake pads')).getByRole('alert')).toHaveTextContent(
      'The quantity must be a whole number.',
    )
    expect(cartStore.getSnapshot().revision).toBe(before)
    expect(cartStore.getSnapshot().cart.items[0].quantity).toBe(2)
  })

  it('removes a line, says so, and moves the focus to the next line’s remove button', async () => {
    await cartWith([pads, 2], [filter, 1])
    const { user } = await renderCart()
    await user.click(screen.getByRole('button', { name: 'Remove BOSCH Brake pads' }))
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'BOSCH Brake pads' })).toBeNull(),
    )
    expect(screen.getByRole('button', { name: 'Remove MANN-FILTER Oil filter' })).toHaveFocus()
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent(
      'Removed from the cart',
    )
    expect(sums()).toHaveTextContent('Totalkr 224.00')

    await user.click(screen.getByRole('button', { name: 'Remove MANN-FILTER Oil filter' }))
    expect(await screen.findByText('The cart is empty.')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toHaveFocus()
  })
})
