import { screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../../domain/order'
import type { OrderHistory } from '../../../../domain/order-lifecycle-schema'
import { activateLocale } from '../../../i18n/i18n'
import { renderInRouter } from '../../../test/render-in-router'
import { OrderReturns } from './order-returns'

const ORDER_ID = '5f0c3a52-6a0e-4a43-9d3c-1f3b5e0b7d11'

const order = {
  id: ORDER_ID,
  token: 'a-token-of-twenty-chars',
  number: 100042,
  items: [
    {
      articleId: 7,
      articleNumber: 'BP-1',
      name: 'Bosch Bremseklosser',
      price: 50_000,
      quantity: 2,
      total: 100_000,
    },
  ],
} as Order

const history: OrderHistory = {
  events: [],
  returns: [],
  refunded: 0,
  returnUntil: '2026-12-10T10:00:00.000Z',
}

describe('returning parts of an order', () => {
  beforeAll(() => activateLocale('en'))
  afterEach(() => vi.unstubAllGlobals())

  it('asks for a part and a reason before sending anything', async () => {
    const fetchSpy = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchSpy)
    const { user } = renderInRouter({
      pages: { '/': <OrderReturns order={order} history={history} /> },
    })
    await user.click(await screen.findByRole('button', { name: 'Return the parts' }))
    expect(screen.getByRole('status')).toHaveTextContent('Choose at least one part and a reason.')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('sends the chosen pieces and reason, and says the return is registered', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () =>
      Response.json(
        {
          return: {
            id: '8a1c3a52-6a0e-4a43-9d3c-1f3b5e0b7d22',
            orderId: ORDER_ID,
            orderNumber: 100042,
            status: 'REQUESTED',
            reason: 'damaged',
            lines: [
              { articleId: 7, articleNumber: 'BP-1', name: 'Bosch Bremseklosser', quantity: 1 },
            ],
            created: '2026-11-28T10:00:00.000Z',
            updated: '2026-11-28T10:00:00.000Z',
          },
        },
        { status: 201 },
      ),
    )
    vi.stubGlobal('fetch', fetchSpy)
    const { user } = renderInRouter({
      pages: { '/': <OrderReturns order={order} history={history} /> },
    })
    const pieces = await screen.findByLabelText('Bosch Bremseklosser (BP-1), pieces to return')
    await user.clear(pieces)
    await user.type(pieces, '1')
    await user.selectOptions(screen.getByLabelText('Reason'), 'damaged')
    await user.click(screen.getByRole('button', { name: 'Return the parts' }))
    expect(await screen.findByText(/Your return is registered/)).toBeInTheDocument()
    const [url, init] = fetchSpy.mock.calls[0] ?? []
    expect(String(url)).toBe(`/api/order/${ORDER_ID}/returns`)
    expect(JSON.parse(String(init?.body))).toEqual({
      lines: [{ articleId: 7, quantity: 1 }],
      reason: 'damaged',
      token: order.token,
    })
  })
})
