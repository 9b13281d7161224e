import { screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../i18n/i18n'
import { jsonResponse, stubFetchEachTest } from '../../test/fake-fetch'
import { pendingOrder } from '../../test/pending-order'
import { renderInRouter } from '../../test/render-in-router'
import { goToProvider, type PayWith, usePlaceOrder } from './use-place-order'

const fetchSpy = stubFetchEachTest()

const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }

function PlaceButton({
  onSoldOut = () => undefined,
  payWith = { method: 'card', card },
}: {
  onSoldOut?: (articleNumber: string) => void
  payWith?: PayWith
}) {
  const { step, place } = usePlaceOrder(async () => {}, onSoldOut)
  return (
    <>
      <button type="button" onClick={() => void place({ items: [] }, payWith)}>
        Place
      </button>
      <p>{step.kind}</p>
    </>
  )
}

describe('placing an order', () => {
  beforeAll(async () => {
    await activateLocale('en')
  })

  it('names the article the server refused as sold out, so the cart can say so', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(409, {
        error: {
          code: 'OUT_OF_STOCK',
          message: 'Article P 56 125 is out of stock.',
          params: { articleNumber: 'P 56 125' },
        },
      }),
    )
    const onSoldOut = vi.fn()
    const { user } = renderInRouter({ pages: { '/': <PlaceButton onSoldOut={onSoldOut} /> } })
    await user.click(await screen.findByRole('button', { name: 'Place' }))
    await waitFor(() => expect(screen.getByText('failed')).toBeInTheDocument())
    expect(onSoldOut).toHaveBeenCalledWith('P 56 125')
  })

  it('sends the shopper to the Vipps page the payment names, asking for a Vipps payment', async () => {
    const order = pendingOrder
    const redirectUrl = 'https://vipps.test/landing?reference=x'
    const assign = vi.spyOn(goToProvider, 'assign').mockImplementation(() => undefined)
    fetchSpy.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes('create-payments')
        ? jsonResponse(201, {
            payment: { id: 'p', status: 'pending', amount: 100, currency: 'NOK', redirectUrl },
          })
        : jsonResponse(201, { order: { ...order } }),
    )
    const { user } = renderInRouter({
      pages: { '/': <PlaceButton payWith={{ method: 'vipps' }} /> },
    })
    await user.click(await screen.findByRole('button', { name: 'Place' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl))
    const paymentCall = fetchSpy.mock.calls.find(([url]) => String(url).includes('create-payments'))
    expect(JSON.parse(String(paymentCall?.[1]?.body))).toMatchObject({ method: 'vipps' })
  })
})
