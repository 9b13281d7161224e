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

  it('shows the status the shop answers for the number and e-mail, with the order’s history', async () => {
    const at = '2026-11-20T10:00:00.000Z'
    const fetchSpy = vi.fn<typeof fetch>(async () =>
      Response.json({
        order: {
          number: 100234,
          status: 'SHIPPED',
          paymentStatus: 'paid',
          created: at,
          quantity: 2,
          total: 123_450,
          events: [
            { at, actor: 'customer', from: null, to: 'PENDING' },
            { at, actor: 'payment', from: 'PENDING', to: 'PAID' },
            {
              at,
              actor: 'shop',
              from: 'PAID',
              to: 'SHIPPED',
              carrier: 'posten',
              trackingNumber: 'CP123NO',
              trackingUrl: 'https://sporing.posten.no/sporing/CP123NO',
            },
          ],
        },
      }),
    )
    vi.stubGlobal('fetch', fetchSpy)
    const user = renderPage()

    await user.type(await screen.findByLabelText('Order number'), '100234')
    await user.type(screen.getByLabelText('E-mail address'), 'kari@example.no')
    await user.click(screen.getByRole('button', { name: 'Track order' }))

    expect(await screen.findByText('Order 100234: Shipped')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Paid, being packed')
    expect(screen.getByRole('link', { name: 'Track parcel CP123NO' })).toHaveAttribute(
      'href',
      'https://sporing.posten.no/sporing/CP123NO',
    )
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
