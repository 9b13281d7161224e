import type { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CategoryNode } from '../../../../domain/category-tree'
import type { ListingFilters, ListingSort } from '../../../../domain/listing'
import { activateLocale } from '../../../i18n/i18n'
import { createQueryClient } from '../../../offline/query-client'
import { golfInGarage as golf } from '../../../test/golf-vehicle'
import { fitmentQuery } from '../../../data/garage/get-fitment'
import { garageStore } from '../../../lib/garage/garage'
import { renderApp } from '../../../test/render-app'
import type { Article, ArticlePage, ListingFacet } from '../../../../domain/article-schema'
import { productsQuery } from '../../../data/catalogue/get-products'
import { sidebarCategoriesQuery } from '../../../data/catalogue/get-sidebar-categories'
import { linkHref } from '../../../test/link-href'
import { textsOf } from '../../../test/texts-of'

/** How often a product card has been drawn (the real card, counted). */
const cardRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../ui/product-card', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../ui/product-card')>()
  return {
    ...original,
    ProductCard: (props: Parameters<typeof original.ProductCard>[0]) => {
      cardRenders.count++
      return original.ProductCard(props)
    },
  }
})

const article = (id: number, name: string, brand: string): Article => ({
  articleId: id,
  articleNumber: `N-${id}`,
  articleName: name,
  mfrName: brand,
  price: 10000 + id * 100,
  discount: 0,
  available: true,
  availability: 'in-stock',
  images: [],
  rating: 4,
  reviews: 3,
  articleText: [],
  tags: [],
})

const facets: ListingFacet[] = [
  {
    slug: 'brand',
    type: 'check',
    value: [],
    items: [
      { slug: 'bosch', name: 'BOSCH', count: 12 },
      { slug: 'mann-filter', name: 'MANN-FILTER', count: 28 },
    ],
  },
  { slug: 'price', type: 'range', min: 0, max: 100000, value: null },
  {
    slug: 'rating',
    type: 'rating',
    value: [],
    items: [
      { rating: 5, count: 10 },
      { rating: 4, count: 30 },
    ],
  },
  {
    slug: 'stock',
    type: 'check',
    value: [],
    items: [
      { slug: 'in-stock', count: 35 },
      { slug: 'out-of-stock', count: 5 },
    ],
  },
]

const answer = (articles: Article[], total: number, page = 1): ArticlePage => ({
  articles,
  page,
  perPage: 16,
  total,
  totalCapped: false,
  filters: facets,
})

const tree: CategoryNode[] = [
  {
    name: 'Brakes',
    slug: 'bremser',
    value: [],
    index: 0,
    subItems: [
      {
        name: 'Disc brakes',
        slug: 'skivebremser',
        value: [],
        index: 0,
        subItems: [
          { name: 'Brake discs', slug: 'bremseskiver', value: [82], index: 0 },
          { name: 'Brake pads', slug: 'bremseklosser', value: [402], index: 1 },
        ],
      },
      {
        name: 'Drum brakes',
        slug: 'trommelbremser',
        value: [],
        index: 1,
        subItems: [{ name: 'Brake drums', slug: 'bremsetromler', value: [], index: 0 }],
      },
    ],
  },
]

interface Listed {
  category?: string
  filters?: ListingFilters
  sort?: ListingSort
  page?: number
}

/** Puts a listing's answer in the cache, as the API would answer it. */
function seed(queryClient: QueryClient, listed: Listed, page: ArticlePage) {
  const request = {
    category: listed.category,
    filters: listed.filters ?? {},
    sort: listed.sort ?? 'default',
    page: listed.page ?? 1,
  }
  queryClient.setQueryData(productsQuery('en', request).queryKey, page)
}

async function renderListing(path: string, answers: [Listed, ArticlePage][] = []) {
  await activateLocale('en')
  const queryClient = createQueryClient()
  queryClient.setQueryData(sidebarCategoriesQuery('en').queryKey, tree)
  for (const [listed, page] of answers) seed(queryClient, listed, page)
  const app = renderApp(path, { queryClient })
  await screen.findByRole('main')
  const main = () => within(screen.getByRole('main'))
  return { ...app, main }
}

/** What the route made of the address (its validated search). */
const searchOf = (router: ReturnType<typeof renderApp>['router']) => router.state.location.search

const sixteen = Array.from({ length: 16 }, (_, i) => article(i + 1, `Oil filter ${i + 1}`, 'BOSCH'))

describe('the product listing (/catalog/products)', () => {
  beforeEach(async () => {
    await garageStore.load()
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    for (const vehicle of garageStore.getSnapshot().items) await garageStore.remove(vehicle.id)
  })

  it('lists a page of products with the count, paging and cards linking to product pages', async () => {
    const { main } = await renderListing('/en/catalog/products', [[{}, answer(sixteen, 40)]])
    const products = await main().findByRole('region', { name: 'Products' })
    expect(within(products).getByText('40 products')).toBeInTheDocument()
    expect(within(products).getAllByRole('article')).toHaveLength(16)
    const card = within(products).getByRole('article', { name: 'Oil filter 1' })
    expect(linkHref(card, 'Oil filter 1')).toBe('/en/products/bosch-n-1-oil-filter-1-1')
    const pages = within(products).getByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument()
    expect(linkHref(pages, 'Next page')).toBe('/en/catalog/products?page=2')
  })

  it('does not draw the cards again when only the listing around them changes', async () => {
    const { main, user } = await renderListing('/en/catalog/products', [[{}, answer(sixteen, 40)]])
    const products = await main().findByRole('region', { name: 'Products' })
    expect(within(products).getAllByRole('article')).toHaveLength(16)
    const drawn = cardRenders.count
    await user.click(main().getByRole('button', { name: 'Show filters' }))
    expect(main().getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(cardRenders.count).toBe(drawn)
  })

  it("keeps the cards as drawn while the fitment answer for the garage's vehicle stays the same", async () => {
    await garageStore.add(golf)
    const { queryClient, main, user } = await renderListing(
      '/en/catalog/products?filter_vehicle=',
      [[{}, answer(sixteen, 40)]],
    )
    const ids = sixteen.map((a) => a.articleId)
    queryClient.setQueryData(fitmentQuery(golf.id, ids).queryKey, [1, 2])
    const products = await main().findByRole('region', { name: 'Products' })
    await waitFor(() => expect(within(products).getAllByText('Fits your car')).toHaveLength(2))
    expect(within(products).getAllByText('Does not fit')).toHaveLength(14)
    const drawn = cardRenders.count
    await user.click(main().getByRole('button', { name: 'Show filters' }))
    expect(main().getByRole('button', { name: 'Hide filters' })).toBeInTheDocument()
    expect(cardRenders.count).toBe(drawn)
  })

  it('puts a ticked brand in the address as filter_brand and goes back to page 1', async () => {
    const { router, main, user } = await renderListing('/en/catalog/products?page=2', [
      [{ page: 2 }, answer(sixteen, 40, 2)],
      [{ filters: { brand: ['bosch'] } }, answer(sixteen.slice(0, 12), 12)],
    ])
    const filters = await main().findByRole('region', { name: 'Filters' })
    await user.click(within(filters).getByRole('checkbox', { name: /BOSCH/ }))
    await waitFor(() => expect(searchOf(router)).toEqual({ filter_brand: 'bosch' }))
    expect(await main().findByText('12 products')).toBeInTheDocument()
    expect(within(filters).getByRole('checkbox', { name: /BOSCH/ })).toBeChecked()
  })

  it('shows the active filters as chips and removes one at a time, keeping the others', async () => {
    const path = '/en/catalog/products?filter_brand=bosch,mann-filter&filter_stock=in-stock&page=2'
    const both = { brand: ['bosch', 'mann-filter'], stock: ['in-stock' as const] }
    const { router, main, user } = await renderListing(path, [
      [{ filters: both, page: 2 }, answer(sixteen, 40, 2)],
      [{ filters: { brand: ['mann-filter'], stock: ['in-stock'] } }, answer(sixteen, 28)],
    ])
    const chips = await main().findByRole('list', { name: 'Active filters' })
    expect(textsOf(chips, 'button')).toEqual([
      'Remove filter: BOSCH×',
      'Remove filter: MANN-FILTER×',
      'Remove filter: In stock×',
    ])
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: BOSCH' }))
    await waitFor(() =>
      expect(searchOf(router)).toEqual({ filter_brand: 'mann-filter', filter_stock: 'in-stock' }),
    )
    expect(await main().findByText('28 products')).toBeInTheDocument()
  })

  it('applies a price range typed in kroner as filter_price in øre, lower end first', async () => {
    const { router, main, user } = await renderListing('/en/catalog/products?page=2', [
      [{ page: 2 }, answer(sixteen, 40, 2)],
      [{ filters: { price: [10000, 25000] } }, answer(sixteen.slice(0, 5), 5)],
    ])
    const price = await main().findByRole('group', { name: 'Price (kr)' })
    await user.type(within(price).getByRole('textbox', { name: 'From' }), '250')
    await user.type(within(price).getByRole('textbox', { name: 'To' }), '100')
    await user.click(within(price).getByRole('button', { name: 'Apply price filter' }))
    await waitFor(() => expect(searchOf(router)).toEqual({ filter_price: '10000-25000' }))
    expect(await main().findByText('5 products')).toBeInTheDocument()
    const chips = main().getByRole('list', { name: 'Active filters' })
    expect(within(chips).getByRole('button')).toHaveTextContent(
      /^Remove filter: .*100\.00 – .*250\.00×$/,
    )
  })

  it('ticks star ratings and stock statuses into the address', async () => {
    const { router, main, user } = await renderListing('/en/catalog/products', [
      [{}, answer(sixteen, 40)],
      [{ filters: { rating: [5] } }, answer(sixteen, 10)],
      [{ filters: { rating: [5], stock: ['out-of-stock'] } }, answer(sixteen.slice(0, 2), 2)],
    ])
    const rating = await main().findByRole('group', { name: 'Rating' })
    await user.click(within(rating).getByRole('checkbox', { name: /5 stars/ }))
    await waitFor(() => expect(searchOf(router)).toEqual({ filter_rating: 5 }))
    const stock = main().getByRole('group', { name: 'Stock' })
    await user.click(within(stock).getByRole('checkbox', { name: /Out of stock/ }))
    await waitFor(() =>
      expect(searchOf(router)).toEqual({ filter_rating: 5, filter_stock: 'out-of-stock' }),
    )
    expect(await main().findByText('2 products')).toBeInTheDocument()
  })

  it('sorts by the chosen order and goes back to page 1', async () => {
    const { router, main, user } = await renderListing('/en/catalog/products?page=3', [
      [{ page: 3 }, answer(sixteen, 40, 3)],
      [{ sort: 'price_asc' }, answer(sixteen, 40)],
    ])
    const sort = await main().findByRole('combobox', { name: 'Sort by' })
    await user.selectOptions(sort, 'Price, low to high')
    await waitFor(() => expect(searchOf(router)).toEqual({ sort: 'price_asc' }))
    expect(main().getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc')
  })

  it('ignores malformed filter values and lists everything, with no active filter', async () => {
    const { main } = await renderListing(
      '/en/catalog/products?filter_price=cheap&filter_rating=9&filter_brand=BOSCH!&sort=best&page=-2',
      [[{}, answer(sixteen, 40)]],
    )
    expect(await main().findByText('40 products')).toBeInTheDocument()
    expect(main().queryByRole('list', { name: 'Active filters' })).toBeNull()
    expect(main().getByRole('combobox', { name: 'Sort by' })).toHaveValue('default')
  })

  it('says No products found. when the filters match nothing, and clears them on request', async () => {
    const { router, main, user } = await renderListing('/en/catalog/products?filter_rating=1', [
      [{ filters: { rating: [1] } }, answer([], 0)],
      [{}, answer(sixteen, 40)],
    ])
    expect(await main().findByText('No products found.')).toBeInTheDocument()
    expect(main().queryByRole('article')).toBeNull()
    const results = main().getByRole('region', { name: 'Products' })
    await user.click(within(results).getByRole('button', { name: 'Clear all filters' }))
    await waitFor(() => expect(searchOf(router)).toEqual({}))
    expect(await main().findByText('40 products')).toBeInTheDocument()
  })

  it('shows busy skeleton cards, not a jump, while the first page loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
    const { main } = await renderListing('/en/catalog/products')
    expect(await main().findByText('Loading products…')).toBeInTheDocument()
    const results = main().getByRole('region', { name: 'Products' })
    const busy = results.querySelector('[aria-busy="true"]')
    expect(busy).not.toBeNull()
    expect(busy?.querySelectorAll('.skeleton-card')).toHaveLength(16)
    expect(within(results).queryByRole('article')).toBeNull()
  })

  it('moves a page past the end to the last page', async () => {
    const { router, main } = await renderListing('/en/catalog/products?page=50', [
      [{ page: 50 }, answer([], 40, 50)],
      [{ page: 3 }, answer(sixteen.slice(0, 8), 40, 3)],
    ])
    await waitFor(() => expect(searchOf(router)).toEqual({ page: 3 }))
    expect(await main().findByText('Page 3 of 3')).toBeInTheDocument()
  })

  it("filters by the garage's vehicle by default, and its chip switches to all vehicles", async () => {
    await garageStore.add(golf)
    const { router, main, user } = await renderListing('/en/catalog/products', [
      [{ filters: { vehicle: golf.id } }, answer(sixteen, 20)],
      [{}, answer(sixteen, 40)],
    ])
    expect(await main().findByText('20 products')).toBeInTheDocument()
    const chips = main().getByRole('list', { name: 'Active filters' })
    const chip = within(chips).getByRole('button', {
      name: 'Remove filter: Fits: Volkswagen Golf VII 1.6 TDI',
    })
    await user.click(chip)
    await waitFor(() => expect(searchOf(router)).toEqual({ filter_vehicle: '' }))
    expect(await main().findByText('40 products')).toBeInTheDocument()
    expect(main().queryByRole('list', { name: 'Active filters' })).toBeNull()
    const vehicles = main().getByRole('group', { name: 'Vehicle' })
    expect(within(vehicles).getByRole('radio', { name: 'All vehicles' })).toBeChecked()
  })

  it('switches to the list layout by a link that keeps the filters', async () => {
    const { main } = await renderListing('/en/products?filter_brand=bosch', [
      [{ filters: { brand: ['bosch'] } }, answer(sixteen, 12)],
    ])
    const layouts = await main().findByRole('list', { name: 'Layout' })
    expect(within(layouts).getByRole('link', { name: 'Grid' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(linkHref(layouts, 'List')).toBe('/en/products?filter_brand=bosch&layout=list')
  })
})

describe('the category page (/catalog/{slug})', () => {
  beforeEach(async () => {
    await garageStore.load()
  })

  it('shows the breadcrumb, the tree with the category marked, and its products', async () => {
    const { main } = await renderListing('/en/catalog/bremseskiver', [
      [{ category: 'bremseskiver' }, answer(sixteen.slice(0, 3), 3)],
    ])
    expect(
      await main().findByRole('heading', { level: 1, name: 'Brake discs' }),
    ).toBeInTheDocument()
    const crumbs = main().getByRole('navigation', { name: 'Breadcrumb' })
    expect(textsOf(crumbs, 'listitem')).toEqual([
      'Home',
      'Shop',
      'Brakes',
      'Disc brakes',
      'Brake discs',
    ])
    const treeNav = main().getByRole('navigation', { name: 'Category tree' })
    expect(within(treeNav).getByRole('link', { name: 'Brake discs' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(main().getByText('3 products')).toBeInTheDocument()
    const layouts = main().getByRole('list', { name: 'Layout' })
    expect(linkHref(layouts, 'List')).toBe('/en/catalog/bremseskiver/products')
  })

  it('lists the sub-categories of a parent category', async () => {
    const { main } = await renderListing('/en/catalog/bremser', [
      [{ category: 'bremser' }, answer(sixteen, 40)],
    ])
    const subs = await main().findByRole('navigation', { name: 'Subcategories' })
    expect(textsOf(subs, 'link')).toEqual(['Disc brakes', 'Drum brakes'])
  })

  it('shows the list layout at /catalog/{slug}/products', async () => {
    const { main } = await renderListing('/en/catalog/bremseskiver/products', [
      [{ category: 'bremseskiver' }, answer(sixteen.slice(0, 3), 3)],
    ])
    const layouts = await main().findByRole('list', { name: 'Layout' })
    expect(within(layouts).getByRole('link', { name: 'List' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(
      main().getByRole('region', { name: 'Products' }).querySelector('.product-rows'),
    ).not.toBeNull()
  })

  it('says an empty category has no products yet and points to its parent', async () => {
    const { main } = await renderListing('/en/catalog/bremsetromler')
    expect(await main().findByText('No products in this category yet.')).toBeInTheDocument()
    expect(main().getByRole('link', { name: 'Back to Drum brakes' })).toHaveAttribute(
      'href',
      '/en/catalog/trommelbremser',
    )
  })

  it('shows the 404 page for a category the tree does not have', async () => {
    await renderListing('/en/catalog/finnes-ikke')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument()
  })
})
