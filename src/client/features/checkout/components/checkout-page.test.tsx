import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { addToCart, emptyCart } from '../../../../domain/cart'
import { activateLocale } from '../../../i18n/i18n'
import { stubFetchEachTest } from '../../../test/fake-fetch'
import { renderInRouter } from '../../../test/render-in-router'
import { CheckoutPage } from './checkout-page'

const fetchSpy = stubFetchEachTest()

const soldOutPads = {
  articleId: 1001,
  articleNumber: 'P 56 125',
  mfrName: 'BREMBO',
  name: 'BREMBO Bremseklosser',
  price: 89400,
  discount: 0,
  availability: 'out-of-stock' as const,
}

describe('the checkout page', () => {
  beforeAll(async () => {
    await activateLocale('en')
  })

  it('says a sold-out line must leave the cart first, and sends no order while it is there', async () => {
    const added = addToCart(emptyCart(), soldOutPads, [], 1)
    if (!added.ok) throw new Error('the cart refused the line')
    const { user } = renderInRouter({
      pages: {
        '/': <CheckoutPage cart={added.cart} cartLoaded onPaid={vi.fn()} />,
        '/cart': null,
        '/catalog': null,
      },
    })
    const pay = await screen.findByRole('button', { name: /Place order and pay/ })
    expect(pay).toHaveAccessibleDescription(
      'Some parts in the cart are out of stock. Remove them in the cart before you place the order.',
    )
    expect(screen.getByRole('link', { name: 'Remove them in the cart' })).toHaveAttribute(
      'href',
      '/cart',
    )
    await user.click(pay)
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(document.activeElement).toHaveAttribute('id', 'checkout-sold-out')
  })
})
