import type { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Article, ArticlePage } from '../../../../domain/article-schema'
import type { ListingFilters } from '../../../../domain/listing'
import { activateLocale } from '../../../i18n/i18n'
import { garageStore } from '../../../lib/garage/garage'
import { createQueryClient } from '../../../offline/query-client'
import { golfInGarage as golf } from '../../../test/golf-vehicle'
import { linkHref } from '../../../test/link-href'
import { listedArticle } from '../../../test/listed-article'
import { renderApp } from '../../../test/render-app'
import { searchProductsQuery } from '../../../data/catalogue/search-products'

const device = vi.hoisted(() => ({ searchOnDevice: vi.fn() }))
vi.mock('../../../offline/search/device-search', () => device)

const article = (id: number, name: string): Article =>
  listedArticle({
    articleId: id,
    articleNumber: `N-${id}`,
    articleName: name,
    mfrName: 'BOSCH',
    price: 10000 + id * 100,
  })

const pads = Array.from({ length: 3 }, (_, i) => article(i + 1, `Brake pads ${i + 1}`))

const answer = (articles: Article[], extra: Partial<ArticlePage> = {}): ArticlePage => ({
  articles,
  page: 1,
  perPage: 16,
  total: articles.length,
  totalCapped: false,
  filters: [],
  ...extra,
})

interface Searched {
  text: string
  filters?: ListingFilters
  preferVehicle?: number
}

/** Puts a search's answer in the cache, as the API would answer it. */
function seed(queryClient: QueryClient, searched: Searched, page: ArticlePage) {
  const request = { filters: {}, sort: 'default' as const, page: 1, ...searched }
  queryClient.setQueryData(searchProductsQuery('en', request).queryKey, page)
}

async function renderSearch(path: string, answers: [Searched, ArticlePage][] = []) {
  await activateLocale('en')
  const queryClient = createQueryClient()
  for (const [searched, page] of answers) seed(queryClient, searched, page)
  const app = renderApp(path, { queryClient })
  await screen.findByRole('main')
  return { ...app, main: () => within(screen.getByRole('main')) }
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 })

describe('the search results page (/search?q=)', () => {
  beforeEach(async () => {
    await garageStore.load()
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    for (const vehicle of garageStore.getSnapshot().items) await garageStore.remove(vehicle.id)
  })

  it('lists what the words find under a focused heading naming them, with the count and the title', async () => {
    const { main } = await renderSearch('/en/search?q=brake%20pads', [
      [{ text: 'brake pads' }, answer(pads)],
    ])
    const title = await heading('Search results for “brake pads”')
    await waitFor(() => expect(title).toHaveFocus())
    expect(document.title).toBe('Search results for “brake pads” – Delelager')
    const products = await main().findByRole('region', { name: 'Products' })
    expect(within(products).getByText('3 products')).toBeInTheDocument()
    expect(within(products).getAllByRole('article')).toHaveLength(3)
  })

  it('asks "Did you mean" with a link to the corrected search', async () => {
    const { main } = await renderSearch('/en/search?q=bremsekloser', [
      [{ text: 'bremsekloser' }, answer(pads, { correctedSearch: 'bremseklosser' })],
    ])
    await heading('Search results for “bremsekloser”')
    const question = await main().findByText(/Did you mean/)
    expect(question).toHaveTextContent('Did you mean “bremseklosser”?')
    expect(linkHref(question, '“bremseklosser”')).toBe('/en/search?q=bremseklosser')
  })

  it('says the parts fit some variant of the car the words named, and offers to choose it', async () => {
    const golfSeries = { name: 'Volkswagen Golf', manuId: 32, modelIds: [3205, 3206], variants: 24 }
    const { main, user } = await renderSearch('/en/search?q=oil%20filter%20golf', [
      [{ text: 'oil filter golf' }, answer(pads, { vehicle: golfSeries })],
    ])
    const notice = await main().findByText(/These parts fit a Volkswagen Golf/)
    expect(notice).toHaveTextContent('but not necessarily yours: it comes in several variants.')
    const choose = main().getByRole('button', { name: 'Choose your variant' })
    expect(choose).toHaveAttribute('aria-expanded', 'false')
    await user.click(choose)
    expect(choose).toHaveAttribute('aria-expanded', 'true')
    expect(await main().findByRole('combobox', { name: /Brand/ })).toBeInTheDocument()
  })

  it('names the car without asking when the words named a single variant', async () => {
    const polo = { name: 'Volkswagen Polo 1.0 TSI', manuId: 32, modelIds: [4100], variants: 1 }
    const { main } = await renderSearch('/en/search?q=oil%20filter%20polo', [
      [{ text: 'oil filter polo' }, answer(pads, { vehicle: polo })],
    ])
    expect(await main().findByText('These parts fit Volkswagen Polo 1.0 TSI.')).toBeInTheDocument()
    expect(main().queryByRole('button', { name: 'Choose your variant' })).toBeNull()
  })

  it("ranks the parts fitting the garage's current vehicle first, and says so", async () => {
    await garageStore.add(golf)
    const { main } = await renderSearch('/en/search?q=brake%20pads', [
      [{ text: 'brake pads', preferVehicle: golf.id }, answer(pads)],
    ])
    expect(
      await main().findByText('Parts that fit Volkswagen Golf VII 1.6 TDI are shown first.'),
    ).toBeInTheDocument()
    // The garage's vehicle ranks, it does not filter: no chip to remove.
    expect(main().queryByRole('list', { name: 'Active filters' })).toBeNull()
  })

  it('says nothing matched and what to try instead, each with its way there', async () => {
    const { main } = await renderSearch('/en/search?q=qqqqzz', [[{ text: 'qqqqzz' }, answer([])]])
    expect(await main().findByText('Nothing matches “qqqqzz”.')).toBeInTheDocument()
    // The help alone: no sort nor layout for a list that is not there.
    expect(main().queryByRole('combobox', { name: 'Sort by' })).toBeNull()
    const tips = main().getByRole('list', { name: 'Try this:' })
    expect(within(tips).getByText('Check the spelling.')).toBeInTheDocument()
    expect(within(tips).getByText(/Use fewer or more general words/)).toBeInTheDocument()
    expect(within(tips).getByText(/registration number in the search box/)).toBeInTheDocument()
    expect(linkHref(tips, 'Search by article, OE or EAN number')).toBe('/en/catalog/article')
    expect(linkHref(tips, 'Browse the categories')).toBe('/en/catalog')
  })

  it('asks for a second character before searching one', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const { main } = await renderSearch('/en/search?q=a')
    await heading('Search results for “a”')
    expect(main().getByRole('status')).toHaveTextContent('Type at least 2 characters to search.')
    const asked = fetch.mock.calls.map(([url]) => String(url))
    expect(asked.filter((url) => url.includes('/tecdoc/search'))).toEqual([])
  })

  it('searches the words without the invisible marks typed or pasted into them', async () => {
    const { main } = await renderSearch('/en/search?q=%E2%80%8Fbrake%E2%80%8B%20pads%EF%BB%BF', [
      [{ text: 'brake pads' }, answer(pads)],
    ])
    await heading('Search results for “brake pads”')
    const products = await main().findByRole('region', { name: 'Products' })
    expect(within(products).getAllByRole('article')).toHaveLength(3)
  })

  it('says at once what the shop refused in a search, without asking again', async () => {
    const refusal = { error: { code: 'VALIDATION_ERROR', message: 'search: holds U+0085.' } }
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json(refusal, { status: 400 }),
    )
    vi.stubGlobal('fetch', fetch)
    const { main } = await renderSearch('/en/search?q=brake%20pads')
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Some of what you entered is not valid. Check the fields and try again.',
    )
    const asked = fetch.mock.calls.map(([url]) => String(url))
    expect(asked.filter((url) => url.includes('/tecdoc/search'))).toHaveLength(1)
  })

  it('searches the parts saved on this device when the network is gone, and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    device.searchOnDevice.mockResolvedValue(answer(pads.slice(0, 2)))
    const { main } = await renderSearch('/en/search?q=brake%20pads')
    expect(
      await main().findByText(
        'You are offline: the search went through the parts saved on this device.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(device.searchOnDevice).toHaveBeenCalledWith('en', 'brake pads', 1, 16)
    const products = main().getByRole('region', { name: 'Products' })
    expect(within(products).getAllByRole('article')).toHaveLength(2)
  })
})
