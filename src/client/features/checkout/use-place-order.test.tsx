import { screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../i18n/i18n'
import { jsonResponse, stubFetchEachTest } from '../../test/fake-fetch'
import { renderInRouter } from '../../test/render-in-router'
import { usePlaceOrder } from './use-place-order'

const fetchSpy = stubFetchEachTest()

function PlaceButton({ onSoldOut }: { onSoldOut: (articleNumber: string) => void }) {
  const { step, place } = usePlaceOrder(async () => {}, onSoldOut)
  const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }
  return (
    <>
      <button type="button" onClick={() => void place({ items: [] }, card)}>
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
})
