import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { renderInRouter } from '../../../test/render-in-router'
import { TrackOrderPage } from './track-order-page'

function renderPage() {
  return renderInRouter({ pages: { '/': <TrackOrderPage /> } }).user
}

describe('the track-order page', () => {
  beforeAll(() => activateLocale('en'))

  it('shows the status the shop answers for the number and e-mail', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () =>
      Response.json({
        order: {
          number: 100234,
          status: 'PAID',
          paymentStatus: 'paid',
          created: '2026-11-20T10:00:00.000Z',
          quantity: 2,
          total: 123_450,
        },
      }),
    )
    vi.stubGlobal('fetch', fetchSpy)
    const user = renderPage()

    await user.type(await screen.findByLabelText('Order number'), '100234')
    await user.type(screen.getByLabelText('E-mail address'), 'kari@example.no')
    await user.click(screen.getByRole('button', { name: 'Track order' }))

    expect(await screen.findByText('Order 100234: Paid, being packed')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Paid')
    const [url, init] = fetchSpy.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/order/track')
    expect(JSON.parse(String(init?.body))).toEqual({ number: '100234', email: 'kari@example.no' })
    vi.unstubAllGlobals()
  })

  it('says so when no order has that number and e-mail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ error: { code: 'ORDER_NOT_FOUND', message: 'x' } }, { status: 404 }),
      ),
    )
    const user = renderPage()
    await user.type(await screen.findByLabelText('Order number'), '999999')
    await user.type(screen.getByLabelText('E-mail address'), 'kari@example.no')
    await user.click(screen.getByRole('button', { name: 'Track order' }))
    expect(
      await screen.findByText(/We found no order with that number and e-mail address/),
    ).toBeInTheDocument()
    vi.unstubAllGlobals()
  })

  it('asks for the order number and a valid e-mail first', async () => {
    const user = renderPage()

    await user.type(await screen.findByLabelText('E-mail address'), 'kari')
    await user.click(screen.getByRole('button', { name: 'Track order' }))

    expect(screen.getByLabelText('Order number')).toHaveFocus()
    expect(screen.getByLabelText('Order number')).toHaveAccessibleDescription(
      'This field is required.',
    )
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as ola@example.no.',
    )
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})
