import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../domain/locale'
import { activateLocale } from '../i18n/i18n'
import { sidebarCategoriesQuery } from '../data/catalogue/get-sidebar-categories'
import { createQueryClient } from '../offline/query-client'
import { renderApp } from '../test/render-app'
import { linkHref } from '../test/link-href'

async function renderShell(path: string, locale: Locale) {
  await activateLocale(locale)
  const queryClient = createQueryClient()
  // What the catalogue API would answer (tests/api/categories.test.ts covers the real one).
  queryClient.setQueryData(sidebarCategoriesQuery(locale).queryKey, [
    {
      name: locale === 'en' ? 'Filters' : 'Filter',
      slug: 'filter',
      value: [7, 8],
      index: 0,
      subItems: [
        {
          name: locale === 'en' ? 'Oil filter' : 'Oljefilter',
          slug: 'oljefilter',
          value: [7],
          index: 0,
        },
      ],
    },
  ])
  return renderApp(path, { locale, queryClient }).router
}

describe('the app shell', () => {
  it('shows the front page in bokmål by default', async () => {
    await renderShell('/', 'no')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservedeler til kjøretøyet ditt' }),
    ).toBeInTheDocument()
    // The search box sits in a <search> landmark (jsdom's ARIA tables do not know it yet).
    expect(
      screen.getByRole('combobox', { name: 'Skiltnummer, delenummer eller del' }).closest('search'),
    ).not.toBeNull()
  })

  it('lists the catalogue categories with their subcategories on the front page', async () => {
    await renderShell('/', 'no')
    // The categories load after the introduction has painted, near the screen (at once in jsdom,
    // which has no IntersectionObserver; features/home/home-finders.tsx).
    // A lazy module's first import is transformed on demand: slow on a busy machine.
    const section = await screen.findByRole('region', { name: 'Kategorier' }, { timeout: 12_000 })
    expect(within(section).getByRole('heading', { level: 3, name: 'Filter' })).toBeInTheDocument()
    expect(within(section).getByText('Oljefilter')).toBeInTheDocument()
  })

  it.each<[string, string, Locale, string]>([
    ['the front page in English under /en', '/en', 'en', 'Spare parts for your vehicle'],
    ['the 404 page for an unknown path', '/finnes-ikke', 'no', 'Fant ikke siden'],
  ])('shows %s', async (_, path, locale, heading) => {
    await renderShell(path, locale)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  })

  it('shows the cart total as zero kroner in the header', async () => {
    await renderShell('/', 'no')
    await screen.findByRole('heading', { level: 1 })
    // The total is on the cart dropdown's button (tablets up; phones show a link with the count).
    expect(await screen.findByRole('button', { name: /^Handlekurv/ })).toHaveTextContent(/0,00\skr/)
  })

  it('navigates to a page from the main menu and marks it active', async () => {
    const router = await renderShell('/en', 'en')
    await screen.findByRole('heading', { level: 1 })
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    await userEvent.click(within(menu).getByRole('link', { name: 'About us' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/about-us')
  })

  it('offers both languages with links to the same page', async () => {
    await renderShell('/en/about-us', 'en')
    await screen.findByRole('heading', { level: 1, name: 'About us' })
    const languages = screen.getByRole('navigation', { name: 'Language' })
    expect(linkHref(languages, 'NO')).toBe('/about-us')
    expect(linkHref(languages, 'EN')).toBe('/en/about-us')
  })

  it('takes index.html’s preloader away after its first render', async () => {
    const preloader = document.createElement('div')
    preloader.id = 'preloader'
    document.body.append(preloader)
    await renderShell('/', 'no')

    // Still there right after the first render, gone about 0.1 s later (ui/preloader.ts).
    expect(document.getElementById('preloader')).not.toBeNull()
    await waitFor(() => expect(document.getElementById('preloader')).toBeNull())
  })
})
