import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../../../i18n/i18n'
import { LocaleProvider } from '../../../i18n/locale-context'
import { BlogPostPage } from './blog-post-page'
import { TermsPage } from './terms-page'
import { TrackOrderPage } from './track-order-page'

function renderPage(ui: ReactNode, locale: 'no' | 'en' = 'en') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <LocaleProvider locale={locale}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </LocaleProvider>,
  )
  return userEvent.setup()
}

describe('the information pages', () => {
  beforeAll(() => activateLocale('en'))

  it('track-order shows the status the shop answers for the number and e-mail', async () => {
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
    const user = renderPage(<TrackOrderPage />)

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

  it('track-order says so when no order has that number and e-mail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ error: { code: 'ORDER_NOT_FOUND', message: 'x' } }, { status: 404 }),
      ),
    )
    const user = renderPage(<TrackOrderPage />)
    await user.type(await screen.findByLabelText('Order number'), '999999')
    await user.type(screen.getByLabelText('E-mail address'), 'kari@example.no')
    await user.click(screen.getByRole('button', { name: 'Track order' }))
    expect(
      await screen.findByText(/We found no order with that number and e-mail address/),
    ).toBeInTheDocument()
    vi.unstubAllGlobals()
  })

  it('track-order asks for the order number and a valid e-mail first', async () => {
    const user = renderPage(<TrackOrderPage />)

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

  it('the terms state the 14-day right of withdrawal and show the seller', async () => {
    renderPage(<TermsPage seller={<p>Delelager AS</p>} />)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '8. Right of withdrawal' })).toBeInTheDocument()
    expect(screen.getByText(/14-day right of withdrawal under the Cancellation Act/)).toBeVisible()
    expect(screen.getByText('Delelager AS')).toBeInTheDocument()
    expect(document.title).toBe('Terms and conditions – Delelager')
  })

  it('a blog post shows in the page language under one h1', async () => {
    renderPage(<BlogPostPage slug="slik-bytter-du-bremseklosser" />, 'no')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Slik bytter du bremseklosser' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog')
  })

  it('an unknown blog post is the 404 page', async () => {
    renderPage(<BlogPostPage slug="finnes-ikke" />)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument()
  })
})
