import type { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatMoney as formatNok } from '../../../../domain/money'
import { productSlug } from '../../../../domain/product-slug'
import { activateLocale } from '../../../i18n/i18n'
import { createQueryClient } from '../../../offline/query-client'
import { fitmentQuery } from '../../../data/garage/get-fitment'
import { garageStore } from '../../../lib/garage/garage'
import type { Article, FitmentSummary, RelatedPart } from '../../../../domain/article-schema'
import { productContextQuery, productQuery } from '../../../data/product/get-product'
import { polyfillDialog } from '../../../test/dialog-polyfill'
import { renderApp } from '../../../test/render-app'
import { golfInGarage as golf } from '../../../test/golf-vehicle'
import { brakePads, renderWithRouter } from '../test-harness'
import { ProductDetails } from './product-details'
import { linkHref } from '../../../test/link-href'
import { textsOf } from '../../../test/texts-of'

/** `path` in the English app, with the products given already in the query cache. */
function renderProductRoute(
  path: string,
  products: Record<string, Article | null> = {},
  seed: (queryClient: QueryClient) => void = () => {},
) {
  const queryClient = createQueryClient()
  seed(queryClient)
  for (const [lookup, product] of Object.entries(products)) {
    const id = /^\d+$/.test(lookup) ? Number(lookup) : lookup
    queryClient.setQueryData(productQuery('en', id).queryKey, product)
    queryClient.setQueryData(productContextQuery('en', id).queryKey, product && {})
  }
  const { router, user } = renderApp(path, { queryClient })
  return { router, user }
}

const slug = productSlug(brakePads)
/** A price as the page shows it to Testing Library, which reads no-break spaces as spaces. */
const formatMoney = (ore: number, locale: 'en' | 'no') => formatNok(ore, locale).replace(/\s/g, ' ')

describe('the product page (/products/{slug})', () => {
  beforeAll(async () => {
    await activateLocale('en')
    polyfillDialog()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows a loading state while the product is on its way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    renderProductRoute(`/en/products/${slug}`)
    expect(await screen.findByText('Loading product…')).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })

  it('asks the API for the article id the slug ends with', async () => {
    const fetch = vi.fn(async () => Response.json({ product: brakePads }))
    vi.stubGlobal('fetch', fetch)
    renderProductRoute(`/en/products/${slug}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'BOSCH Brake pads' })).toBeVisible()
    const calls = fetch.mock.calls as unknown as [string | Request, RequestInit][]
    const item = calls.find(([url]) => String(url).includes('/api/product/item?'))
    const asked = new URL(String(item?.[0]), 'http://localhost').searchParams
    expect(Object.fromEntries(asked)).toEqual({ id: '4711', lang: 'en' })
    expect(item?.[1].method ?? 'GET').toBe('GET')
  })

  it('shows what the product fits and its equivalent parts, from the one answer it asks for', async () => {
    const fitment: FitmentSummary = {
      variants: 124,
      modelCount: 18,
      makeCount: 5,
      models: [
        { manuId: 121, make: 'Volkswagen', modelId: 1, model: 'Golf VII', variants: 12 },
        { manuId: 5, make: 'Audi', modelId: 2, model: 'A3', variants: 4 },
      ],
    }
    const { articleText, rating, reviews, tags, ean, oeNumbers, ...card } = brakePads
    const other: RelatedPart = { ...card, articleId: 815, mfrName: 'TRW', articleNumber: 'GDB1550' }
    const fetch = vi.fn(async () =>
      Response.json({ product: brakePads, fitment, related: [other] }),
    )
    vi.stubGlobal('fetch', fetch)
    renderProductRoute(`/en/products/${slug}`)
    const fits = await screen.findByRole('region', { name: 'Fits' })
    expect(within(fits).getByText('Fits 124 vehicle variants:')).toBeVisible()
    expect(textsOf(fits, 'listitem')).toEqual(['Volkswagen Golf VII (12)', 'Audi A3 (4)'])
    expect(within(fits).getByText('and 16 more model series')).toBeVisible()
    const related = screen.getByRole('region', { name: 'Equivalent parts' })
    expect(within(related).getByRole('heading', { level: 3 })).toHaveTextContent('Brake pads')
    expect(linkHref(related, 'Brake pads')).toBe(`/en/products/${productSlug(other)}`)
    const calls = fetch.mock.calls as unknown as [string | Request][]
    expect(calls.filter(([url]) => String(url).includes('/api/'))).toHaveLength(1)
  })

  it('says so when the catalogue knows no vehicle the product fits, and lists no equivalents', async () => {
    const fitment = { variants: 0, modelCount: 0, makeCount: 0, models: [] }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ product: brakePads, fitment, related: [] })),
    )
    renderProductRoute(`/en/products/${slug}`)
    const fits = await screen.findByRole('region', { name: 'Fits' })
    expect(fits).toHaveTextContent('The catalogue lists no vehicle this part fits.')
    expect(screen.queryByRole('region', { name: 'Equivalent parts' })).toBeNull()
  })

  it('says Article not found for an id no article has', async () => {
    renderProductRoute('/en/products/no-such-part-999999', { 999999: null })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeVisible()
    expect(document.title).toBe('Product not found – Delelager')
  })

  it('says Article not found without asking when the slug ends with no id', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderProductRoute('/en/products/brake-pads')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeVisible()
    const calls = fetch.mock.calls as unknown as [string | Request][]
    expect(calls.filter(([url]) => String(url).includes('/product/'))).toEqual([])
  })

  it('shows name, number, price after discount with the old price struck, stock and rating', async () => {
    renderProductRoute(`/en/products/${slug}`, { 4711: brakePads })
    const heading = await screen.findByRole('heading', { level: 1, name: 'BOSCH Brake pads' })
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading])
    expect(document.title).toBe('BOSCH Brake pads – Delelager')
    expect(screen.getByText('Article number 0 986 494 524')).toBeVisible()
    const price = document.querySelector('.product-price') as HTMLElement
    expect(price).toHaveTextContent(`Now ${formatMoney(39900, 'en')}`)
    const old = price.querySelector('s') as HTMLElement
    expect(old).toHaveTextContent(`Before ${formatMoney(49900, 'en')}`)
    expect(screen.getByText('In stock')).toHaveClass('stock-badge--success')
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeVisible()
    expect(screen.getByText('12 reviews')).toBeVisible()
    expect(screen.getByRole('img', { name: 'BOSCH Brake pads' })).toHaveAttribute(
      'src',
      '/part-images/402.svg',
    )
  })

  it('lists the specifications as terms and values, and the OE numbers', async () => {
    renderProductRoute(`/en/products/${slug}`, { 4711: brakePads })
    const specs = await screen.findByRole('region', { name: 'Specifications' })
    const terms = textsOf(specs, 'term')
    const values = textsOf(specs, 'definition')
    expect(terms).toEqual(['Brand', 'Article number', 'EAN', 'Width', 'Wear indicator'])
    expect(values).toEqual(['BOSCH', '0 986 494 524', '4047024123456', '123 mm', 'with'])
    expect(within(specs).getByText('Axle fitted')).toBeVisible()
    const oe = screen.getByRole('region', { name: 'OE numbers' })
    expect(textsOf(oe, 'listitem')).toEqual(['VW 5Q0 698 151 B', 'AUDI 8V0 698 151'])
  })

  it('shows one price and no struck price without a discount', async () => {
    renderProductRoute(`/en/products/${slug}`, { 4711: { ...brakePads, discount: 0 } })
    await screen.findByRole('heading', { level: 1 })
    const price = document.querySelector('.product-price') as HTMLElement
    expect(price).toHaveTextContent(formatMoney(49900, 'en'))
    expect(price.querySelector('s')).toBeNull()
  })

  it.each([
    ['out-of-stock', 'Out of stock', 'stock-badge--failure'],
    ['on-backorder', 'On backorder', 'stock-badge--warning'],
  ] as const)('shows %s as a badge with words and its colour', async (status, text, tone) => {
    renderProductRoute(`/en/products/${slug}`, { 4711: { ...brakePads, availability: status } })
    expect(await screen.findByText(text)).toHaveClass('stock-badge', tone)
  })

  it('says an unpriced article is not available, with no price and no quantity', async () => {
    renderProductRoute(`/en/products/${slug}`, {
      4711: { ...brakePads, price: 0, discount: 0, available: false },
    })
    expect(await screen.findByText('Not available')).toHaveClass('stock-badge--failure')
    expect(document.querySelector('.product-price')).toBeNull()
    expect(screen.queryByRole('spinbutton')).toBeNull()
  })

  it('puts the canonical slug in the address when the words are out of date', async () => {
    const { router } = renderProductRoute('/en/products/old-name-4711', { 4711: brakePads })
    await screen.findByRole('heading', { level: 1 })
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/products/${slug}`))
    expect(router.history.length).toBe(1)
  })

  it('opens the zoom view from the gallery and closes it with its close button', async () => {
    const { user } = renderProductRoute(`/en/products/${slug}`, { 4711: brakePads })
    await user.click(await screen.findByRole('button', { name: 'Enlarge picture' }))
    const zoom = screen.getByRole('dialog', { name: 'BOSCH Brake pads' })
    expect(zoom).toHaveClass('product-zoom')
    expect(within(zoom).getByRole('img', { name: 'BOSCH Brake pads' })).toBeVisible()
    await user.click(within(zoom).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('whether the product fits the garage’s car', () => {
  beforeAll(async () => {
    await activateLocale('en')
  })
  beforeEach(async () => {
    await garageStore.load()
  })
  afterEach(async () => {
    for (const vehicle of garageStore.getSnapshot().items) await garageStore.remove(vehicle.id)
  })

  const fits = (ids: number[]) => (queryClient: QueryClient) =>
    queryClient.setQueryData(fitmentQuery(golf.id, [4711]).queryKey, ids)

  it('asks to choose a car in the garage when none is chosen', async () => {
    renderProductRoute(`/en/products/${slug}`, { 4711: brakePads })
    const section = await screen.findByRole('region', { name: 'Does it fit your car?' })
    expect(linkHref(section, 'your garage')).toBe('/en/account/garage')
  })

  it('says the part fits the current car', async () => {
    await garageStore.add(golf)
    renderProductRoute(`/en/products/${slug}`, { 4711: brakePads }, fits([4711]))
    const section = await screen.findByRole('region', { name: 'Does it fit your car?' })
    expect(within(section).getByText('Your car: Volkswagen Golf VII 1.6 TDI')).toBeVisible()
    expect(within(section).getByText('Fits your car')).toBeVisible()
  })

  it('says the part does not fit the current car', async () => {
    await garageStore.add(golf)
    renderProductRoute(`/en/products/${slug}`, { 4711: brakePads }, fits([]))
    const section = await screen.findByRole('region', { name: 'Does it fit your car?' })
    expect(within(section).getByText('Does not fit')).toBeVisible()
  })
})

describe('the product page by article number (/product-preview/{articleNumber})', () => {
  beforeAll(async () => {
    await activateLocale('en')
  })

  it('shows the product found by its number', async () => {
    renderProductRoute('/en/product-preview/0%20986%20494%20524', { '0 986 494 524': brakePads })
    expect(await screen.findByRole('heading', { level: 1, name: 'BOSCH Brake pads' })).toBeVisible()
  })

  it('says Article not found for a number no article has', async () => {
    renderProductRoute('/en/product-preview/NOPE-1', { 'NOPE-1': null })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeVisible()
  })
})

describe('the product page with pictures and a cart', () => {
  beforeAll(async () => {
    await activateLocale('en')
    polyfillDialog()
  })

  const threePictures: Article = {
    ...brakePads,
    images: [1, 2, 3].map((n) => ({ imageURL400: `/part-images/${n}.svg` })),
  }

  it('moves between pictures with the thumbnails, the arrows and the arrow keys', async () => {
    const { user } = renderWithRouter(<ProductDetails product={threePictures} />)
    const thumbs = await screen.findByRole('list', { name: 'Pictures' })
    const buttons = within(thumbs).getAllByRole('button')
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show BOSCH Brake pads, picture 1 of 3',
      'Show BOSCH Brake pads, picture 2 of 3',
      'Show BOSCH Brake pads, picture 3 of 3',
    ])
    const current = () =>
      within(thumbs)
        .getAllByRole('button')
        .findIndex((button) => button.getAttribute('aria-current') === 'true')
    expect(current()).toBe(0)
    await user.click(buttons[2] as HTMLElement)
    expect(current()).toBe(2)
    await user.click(screen.getAllByRole('button', { name: 'Next picture' })[0] as HTMLElement)
    expect(current()).toBe(0)
    await user.keyboard('{ArrowLeft}')
    expect(current()).toBe(2)
    expect(screen.getByRole('img', { name: 'BOSCH Brake pads, picture 3 of 3' })).toBeVisible()
  })

  it('has a quantity but no add button while no cart is given', async () => {
    renderWithRouter(<ProductDetails product={brakePads} />)
    expect(await screen.findByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1')
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull()
  })

  it('adds the chosen quantity to the cart it is given', async () => {
    const onAddToCart = vi.fn()
    const { user } = renderWithRouter(
      <ProductDetails product={brakePads} onAddToCart={onAddToCart} />,
    )
    const box = await screen.findByRole('spinbutton', { name: 'Quantity' })
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    expect(box).toHaveValue('2')
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(onAddToCart).toHaveBeenCalledWith(2, brakePads)
  })

  it('shows a sold-out article as out of stock with a disabled add button and no quantity', async () => {
    const onAddToCart = vi.fn()
    const soldOut = { ...brakePads, availability: 'out-of-stock' as const }
    const { user } = renderWithRouter(
      <ProductDetails product={soldOut} onAddToCart={onAddToCart} />,
    )
    expect(await screen.findByText('Out of stock')).toHaveClass('stock-badge--failure')
    const add = screen.getByRole('button', { name: 'Add to cart' })
    expect(add).toBeDisabled()
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull()
    await user.click(add)
    expect(onAddToCart).not.toHaveBeenCalled()
  })

  it('shows the actions it is given beside the quantity', async () => {
    renderWithRouter(
      <ProductDetails
        product={brakePads}
        actions={<button type="button">Add to wishlist</button>}
      />,
    )
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeVisible()
  })
})
