import { screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SITE_OPTIONS } from '../../../domain/site-options'
import type { ShopSettings } from '../../../domain/settings'
import { settingsQuery } from '../../data/settings/get-settings'
import { SiteOptionsContext } from '../../features/settings/site-options'
import { activateLocale } from '../../i18n/i18n'
import { createQueryClient } from '../../offline/query-client'
import { renderInRouter } from '../../test/render-in-router'
import { SiteFooter } from '../site-footer'
import FooterContent from './footer-content'
import { linkHref } from '../../test/link-href'
import { shopSettings } from '../../../domain/test/shop-settings'

/** `ui` on `/` of a router, with the settings already in the query cache (or none). */
function renderWithSettings(ui: ReactNode, known: ShopSettings | null) {
  const queryClient = createQueryClient()
  if (known) queryClient.setQueryData(settingsQuery().queryKey, known)
  return renderInRouter({ pages: { '/': ui }, queryClient }).user
}

describe('the footer', () => {
  beforeAll(() => activateLocale('en'))
  beforeEach(() => {
    // Settings already cached: no request should be needed, and a failed one is only logged.
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')))
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('shows the company, organisation number, address, phone and e-mail from the settings', async () => {
    renderWithSettings(<FooterContent />, shopSettings)

    const contact = await screen.findByRole('region', { name: 'Contact us' })
    expect(within(contact).getByText('Delelager AS')).toBeInTheDocument()
    expect(within(contact).getByText('Org. no. 315 482 097')).toBeInTheDocument()
    expect(contact).toHaveTextContent('Industrivegen 12')
    expect(contact).toHaveTextContent('2069 Jessheim')
    expect(linkHref(contact, '+47 63 94 50 00')).toBe('tel:+4763945000')
    expect(
      within(contact).getByRole('link', { name: 'kundeservice@delelager.no' }),
    ).toHaveAttribute('href', 'mailto:kundeservice@delelager.no')
    expect(contact).toHaveTextContent('Mon–Fri08:00–17:00')
  })

  it('links the social pages from the settings, opening safely in a new tab', async () => {
    renderWithSettings(<FooterContent />, shopSettings)

    const facebook = await screen.findByRole('link', { name: 'Facebook (opens in a new tab)' })
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/delelager')
    expect(facebook).toHaveAttribute('target', '_blank')
    expect(facebook.getAttribute('rel')).toContain('noopener')
    expect(screen.getByRole('link', { name: 'YouTube (opens in a new tab)' })).toBeInTheDocument()
  })

  it('leaves out contact and social parts without settings, and says nothing about it', async () => {
    renderWithSettings(<FooterContent />, null)

    expect(await screen.findByRole('navigation', { name: 'Information' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Contact us' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Follow us' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('links the information and account pages', async () => {
    renderWithSettings(<FooterContent />, shopSettings)

    const information = await screen.findByRole('navigation', { name: 'Information' })
    const hrefs = within(information)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual([
      '/about-us',
      '/contact-us',
      '/terms',
      '/privacy-policy',
      '/blog',
      '/track-order',
    ])
    const account = screen.getByRole('navigation', { name: 'My account' })
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/account/dashboard', '/account/orders', '/account/garage', '/wishlist', '/compare'])
  })

  it('answers a newsletter sign-up kindly that nothing was sent or stored', async () => {
    const fetchSpy = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchSpy)
    const user = renderWithSettings(<FooterContent />, shopSettings)

    await user.type(await screen.findByLabelText('E-mail address'), 'ola@example.no')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! The newsletter has not started yet, so we have not stored your e-mail address.',
    )
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('asks for a valid address, marks the field and keeps focus on it', async () => {
    const user = renderWithSettings(<FooterContent />, shopSettings)
    const field = await screen.findByLabelText('E-mail address')

    await user.type(field, 'ola.example.no')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(screen.getByRole('status')).toHaveTextContent(
      'Enter a valid e-mail address, such as ola@example.no.',
    )
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as ola@example.no.',
    )
    expect(field).toHaveFocus()
    expect(screen.getByRole('status')).not.toHaveTextContent('Thank you')
  })

  it('asks for an address when the field is empty', async () => {
    const user = renderWithSettings(<FooterContent />, shopSettings)

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }))

    expect(screen.getByRole('status')).toHaveTextContent('Enter your e-mail address.')
  })

  it('is not shown when the site option hides it', async () => {
    renderWithSettings(
      <SiteOptionsContext.Provider value={{ ...DEFAULT_SITE_OPTIONS, footer: false }}>
        <SiteFooter />
        <p>page</p>
      </SiteOptionsContext.Provider>,
      shopSettings,
    )

    await screen.findByText('page')
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })

  it('is shown with the default site options', async () => {
    renderWithSettings(<SiteFooter />, shopSettings)

    expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
  })
})
