import { screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { jsonResponse, stubFetchEachTest } from '../../../test/fake-fetch'
import { pendingOrder } from '../../../test/pending-order'
import { renderInRouter } from '../../../test/render-in-router'
import { OrderSuccessPage } from './order-success-page'

const fetchSpy = stubFetchEachTest()

const order = pendingOrder

describe('the order page a payment provider sends the shopper back to', () => {
  beforeAll(() => activateLocale('en'))

  it('waits while the payment is pending, asks the shop to check it, and says paid once it is', async () => {
    let checks = 0
    fetchSpy.mockImplementation(async (input) => {
      if (!String(input).includes('payment-check')) return jsonResponse(200, { order })
      checks++
      const paid = checks > 1
      return jsonResponse(200, {
        order: { ...order, ...(paid && { status: 'PAID', paymentStatus: 'paid' }) },
      })
    })
    const onPaid = vi.fn()
    renderInRouter({ pages: { '/': <OrderSuccessPage token={order.token} onPaid={onPaid} /> } })

    expect(await screen.findByText('Waiting for the payment to be confirmed …')).toBeInTheDocument()
    await waitFor(
      () => expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ paymentStatus: 'paid' })),
      {
        timeout: 5000,
      },
    )
    expect(screen.queryByText('Waiting for the payment to be confirmed …')).not.toBeInTheDocument()
    const check = fetchSpy.mock.calls.find(([url]) => String(url).includes('payment-check'))
    expect(String(check?.[0])).toBe(`/api/order/payment-check/${order.id}`)
    expect(JSON.parse(String(check?.[1]?.body))).toEqual({ token: order.token })
  })

  it('says a cancelled payment cancelled the order and nothing was charged', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(200, { order: { ...order, status: 'CANCELLED', paymentStatus: 'cancelled' } }),
    )
    const onPaid = vi.fn()
    renderInRouter({ pages: { '/': <OrderSuccessPage token={order.token} onPaid={onPaid} /> } })
    expect(
      await screen.findByText(
        'The payment was cancelled, and so is the order. Nothing was charged.',
      ),
    ).toBeInTheDocument()
    expect(onPaid).not.toHaveBeenCalled()
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('payment-check'))).toBe(false)
  })
})
