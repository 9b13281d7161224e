import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cartStore } from '../../../data/cart/cart'
import { cartWith, filter, pads, renderInApp, startEachTestWithEmptyCart } from '../test-harness'
import { CartIndicator } from './cart-indicator'
import { linkHref } from '../../../test/link-href'
import { textsOf } from '../../../test/texts-of'

function toggle() {
  return screen.getByRole('button', { name: /^Cart/ })
}

/**
 * Matches an accessible name whatever its spacing: jsdom has no layout, so it joins the
 * indicator's parts without the spaces a browser puts between flex items.
 */
function named(expected: string) {
  const squash = (text: string) => text.replace(/\s+/g, '')
  return (name: string) => squash(name) === squash(expected)
}

describe('the header’s cart dropdown', () => {
  startEachTestWithEmptyCart()

  it('counts the pieces and shows the total on its button and the phone link', async () => {
    await cartWith([pads, 2], [filter, 1])
    renderInApp(<CartIndicator />)
    expect(
      await screen.findByRole('button', { name: named('Cart 3 items kr 1,022.00') }),
    ).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: named('Cart 3 items') })).toHaveAttribute(
      'href',
      '/en/cart',
    )
  })

  it('follows the cart as it changes', async () => {
    renderInApp(<CartIndicator />)
    expect(await screen.findByRole('button', { name: named('Cart 0 items kr 0.00') })).toBeVisible()
    await act(() => cartStore.add(filter, 2))
    expect(screen.getByRole('button', { name: named('Cart 2 items kr 423.00') })).toBe(toggle())
  })

  it('opens on press and lists each line, the sums and the way on', async () => {
    await cartWith([pads, 2], [filter, 1])
    const { user } = renderInApp(<CartIndicator />)
    await user.click(await screen.findByRole('button', { name: /^Cart/ }))
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    const panel = await screen.findByRole('region', { name: 'Cart' })
    expect(toggle()).toHaveAttribute('aria-controls', panel.id)
    expect(textsOf(panel, 'listitem')).toEqual([
      'BOSCH Brake pads2 × kr\u00a0399.00×',
      'MANN-FILTER Oil filter1 × kr\u00a0199.00×',
    ])
    expect(linkHref(panel, 'BOSCH Brake pads')).toBe('/en/product-preview/0%20986%20494%20524')
    expect(panel).toHaveTextContent('Subtotalkr 997.00')
    expect(panel).toHaveTextContent('Shippingkr 25.00')
    expect(panel).toHaveTextContent('Totalkr 1,022.00')
    expect(panel).toHaveTextContent('Of which MVA (25 %)kr 204.40')
    expect(linkHref(panel, 'View cart')).toBe('/en/cart')
    expect(linkHref(panel, 'Checkout')).toBe('/en/cart/checkout')
  })

  it('removes a line, says so, and keeps the focus in the list', async () => {
    await cartWith([pads, 2], [filter, 1])
    const { user } = renderInApp(<CartIndicator />)
    await user.click(await screen.findByRole('button', { name: /^Cart/ }))
    const panel = await screen.findByRole('region', { name: 'Cart' })
    await user.click(within(panel).getByRole('button', { name: 'Remove BOSCH Brake pads' }))
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1))
    expect(
      within(panel).getByRole('button', { name: 'Remove MANN-FILTER Oil filter' }),
    ).toHaveFocus()
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent(
      'Removed from the cart',
    )
    expect(screen.getByRole('button', { name: named('Cart 1 item kr 224.00') })).toBe(toggle())
  })

  it('says the cart is empty, without a way to the checkout', async () => {
    const { user } = renderInApp(<CartIndicator />)
    await user.click(await screen.findByRole('button', { name: /^Cart/ }))
    const panel = await screen.findByRole('region', { name: 'Cart' })
    expect(within(panel).getByText('The cart is empty.')).toBeVisible()
    expect(within(panel).queryByRole('link', { name: 'Checkout' })).toBeNull()
    expect(within(panel).getByRole('link', { name: 'View cart' })).toBeVisible()
  })

  it('closes with Escape and gives the focus back to its button', async () => {
    await cartWith([pads, 1])
    const { user } = renderInApp(<CartIndicator />)
    await user.click(await screen.findByRole('button', { name: /^Cart/ }))
    const panel = await screen.findByRole('region', { name: 'Cart' })
    await user.tab()
    expect(within(panel).getByRole('link', { name: 'BOSCH Brake pads' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Cart' })).toBeNull()
    expect(toggle()).toHaveFocus()
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when the shopper clicks elsewhere or follows a link', async () => {
    await cartWith([pads, 1])
    const { user, router } = renderInApp(
      <>
        <p>Elsewhere</p>
        <CartIndicator />
      </>,
    )
    await user.click(await screen.findByRole('button', { name: /^Cart/ }))
    await screen.findByRole('region', { name: 'Cart' })
    await user.click(screen.getByText('Elsewhere'))
    expect(screen.queryByRole('region', { name: 'Cart' })).toBeNull()

    await user.click(toggle())
    const panel = await screen.findByRole('region', { name: 'Cart' })
    await user.click(within(panel).getByRole('link', { name: 'View cart' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
  })
})
