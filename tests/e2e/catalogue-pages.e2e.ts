import { expect, type Page, test } from '@playwright/test'
import { cardPrices, listedProducts as products, productCount } from './catalogue-helpers'
import { cutNetwork, waitForSavedQuery, waitForServiceWorkerControl } from './offline-helpers'

/** A listing's total as the API counts it (the same call the page makes). */
async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/tecdoc/get-products?perPage=1&${query}`)
  expect(response.status()).toBe(200)
  return (await response.json()).total
}

test.describe('catalogue pages', () => {
  test('the shop leads to a category, which is filtered, sorted, paged and shown as a list', async ({
    page,
  }) => {
    await page.goto('/catalog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nettbutikk')
    const categories = page.getByRole('region', { name: 'Kategorier' })
    await expect(categories.getByRole('link', { name: 'Bremser', exact: true })).toBeVisible()
    await categories.getByRole('link', { name: 'Oljefilter', exact: true }).click()

    await expect(page).toHaveURL(/\/catalog\/oljefilter$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oljefilter')
    const crumbs = page.getByRole('navigation', { name: 'Brødsmulesti' })
    await expect(crumbs.getByRole('link', { name: 'Filter' })).toHaveAttribute(
      'href',
      '/catalog/filter',
    )
    const tree = page.getByRole('navigation', { name: 'Kategoritre' })
    await expect(tree.getByRole('link', { name: 'Oljefilter' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const all = await apiTotal(page, 'category=oljefilter')
    await expect.poll(() => productCount(page)).toBe(all)
    await expect(products(page).getByRole('article')).toHaveCount(16)

    // Page 2, then a brand: the address gets filter_brand and goes back to page 1.
    await products(page).getByRole('link', { name: 'Neste side' }).click()
    await expect(page).toHaveURL(/\/catalog\/oljefilter\?page=2$/)
    const brands = page.getByRole('group', { name: 'Merke' })
    const bosch = brands.getByRole('checkbox', { name: /^BOSCH \(\d+\)$/ })
    const label = await bosch.evaluate((box) => box.closest('label')?.textContent ?? '')
    const boschCount = Number(/\((\d+)\)/.exec(label)?.[1])
    // The box follows the address, which the router commits a moment after the click.
    await bosch.click()
    await expect(bosch).toBeChecked()
    await expect(page).toHaveURL(/\/catalog\/oljefilter\?filter_brand=bosch$/)
    await expect.poll(() => productCount(page)).toBe(boschCount)
    expect(boschCount).toBeLessThan(all)
    await expect(products(page).getByRole('article').first()).toContainText('BOSCH')

    // The active filter is a chip; removing it lists everything again.
    const chips = page.getByRole('list', { name: 'Aktive filtre' })
    await chips.getByRole('button', { name: 'Fjern filter: BOSCH' }).click()
    await expect(page).toHaveURL(/\/catalog\/oljefilter$/)
    await expect.poll(() => productCount(page)).toBe(all)
    await expect(chips).toHaveCount(0)

    // Cheapest first, across pages.
    await products(page).getByRole('combobox', { name: 'Sorter etter' }).selectOption({
      label: 'Pris, lav til høy',
    })
    await expect(page).toHaveURL(/\/catalog\/oljefilter\?sort=price_asc$/)
    await expect
      .poll(async () => {
        const prices = await cardPrices(page)
        return prices.length === 16 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) <= p)
      })
      .toBe(true)
    const lastOnFirstPage = (await cardPrices(page)).at(-1) ?? 0
    await products(page).getByRole('link', { name: 'Neste side' }).click()
    await expect(page).toHaveURL(/\/catalog\/oljefilter\?sort=price_asc&page=2$/)
    await expect(products(page).getByText(/^Side 2 av \d+$/)).toBeVisible()
    await expect
      .poll(async () => (await cardPrices(page))[0] ?? 0)
      .toBeGreaterThanOrEqual(lastOnFirstPage)

    // The list layout keeps the sort and the page.
    const layouts = page.getByRole('list', { name: 'Visning' })
    await layouts.getByRole('link', { name: 'Liste' }).click()
    await expect(page).toHaveURL(/\/catalog\/oljefilter\/products\?sort=price_asc&page=2$/)
    await expect(layouts.getByRole('link', { name: 'Liste' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(products(page).locator('ul.product-rows > li')).toHaveCount(16)

    // A card's name opens its product page.
    const first = products(page).getByRole('article').first().getByRole('heading').getByRole('link')
    await first.click()
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+-\d+$/)
  })

  test('a card opens the quick view, which leads to the full details', async ({ page }) => {
    await page.goto('/catalog/startbatterier')
    const card = products(page).getByRole('article').first()
    const name = (await card.getByRole('heading').textContent()) ?? ''
    await card.getByRole('button', { name: `Hurtigvisning: ${name}` }).click()
    const quickView = page.getByRole('dialog', { name })
    await expect(quickView).toBeVisible()
    await expect(quickView.getByText('På lager')).toBeVisible()
    await quickView.getByRole('link', { name: 'Se alle detaljer' }).click()
    await expect(page).toHaveURL(/\/product-preview\//)
    // The product page's title is brand and name.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  })

  test('an unknown category, an empty path segment and an article number that finds nothing are the 404 page, in the page language', async ({
    page,
    baseURL,
  }) => {
    const heading = page.getByRole('heading', { level: 1 })
    await page.goto('/catalog/finnes-ikke')
    await expect(heading).toHaveText('Fant ikke siden')
    await page.goto('/en/catalog/finnes-ikke')
    await expect(heading).toHaveText('Page Not Found')

    // `//` is no page, though a router reads it as the front page: the 404 page, at `//`,
    // drawn by the server (the service worker lets it by), and its link leads on.
    // (The statuses, which the service worker does not give, are server-rendering.e2e.ts's.)
    await waitForServiceWorkerControl(page)
    await page.goto(`${baseURL}//`)
    await expect(heading).toHaveText('Fant ikke siden')
    await expect(page).toHaveURL(/:\d+\/\/$/)
    await page.getByRole('main').getByRole('link', { name: 'Gå til forsiden' }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(heading).not.toHaveText('Fant ikke siden')

    await page.goto('/en/catalog/article?n=zzzz')
    await expect(heading).toHaveText('No part has the article number zzzz')
  })

  test('an empty category says so and points to its neighbours', async ({ page }) => {
    await page.goto('/catalog/bremsetromler')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bremsetromler')
    await expect(page.getByText('Ingen produkter i denne kategorien ennå.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Tilbake til Trommelbremser' })).toHaveAttribute(
      'href',
      '/catalog/trommelbremser',
    )
  })

  test('a malformed filter query renders the page with the filters reset', async ({ page }) => {
    await page.goto(
      '/catalog/oljefilter?filter_price=abc&filter_rating=9&filter_brand=BOSCH!&sort=cheap&page=-1',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oljefilter')
    const all = await apiTotal(page, 'category=oljefilter')
    await expect.poll(() => productCount(page)).toBe(all)
    await expect(page.getByRole('list', { name: 'Aktive filtre' })).toHaveCount(0)
    await expect(products(page).getByRole('combobox', { name: 'Sorter etter' })).toHaveValue(
      'default',
    )
  })

  test('/products lists every product, and a page past the end shows the last page', async ({
    page,
  }) => {
    await page.goto('/products')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle produkter')
    await expect(products(page).getByText('1 000+ produkter')).toBeVisible()
    await expect(products(page).getByRole('article')).toHaveCount(16)

    await page.goto('/products?page=99999')
    await expect(page).toHaveURL(/\/products\?page=63$/)
    await expect(products(page).getByText('Side 63 av 63')).toBeVisible()
    await expect(products(page).getByRole('article')).toHaveCount(1000 - 62 * 16)
  })

  test('on a phone the filters open from a button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/catalog/startbatterier')
    const toggle = page.getByRole('button', { name: 'Vis filtre' })
    await expect(page.getByRole('group', { name: 'Merke' })).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Skjul filtre' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    const inStock = page
      .getByRole('group', { name: 'Lager' })
      .getByRole('checkbox', { name: /^På lager/ })
    await inStock.click()
    await expect(inStock).toBeChecked()
    await expect(page).toHaveURL(/\/catalog\/startbatterier\?filter_stock=in-stock$/)
  })

  test('a category seen once opens again offline, with its products', async ({ page, context }) => {
    await page.goto('/catalog/startbatterier')
    await expect(products(page).getByRole('article')).toHaveCount(16)
    const count = await productCount(page)
    await waitForServiceWorkerControl(page)
    await waitForSavedQuery(page, '"catalogue","products",{"category":"startbatterier"')
    await cutNetwork(context)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Startbatterier')
    await expect.poll(() => productCount(page)).toBe(count)
    await expect(products(page).getByRole('article')).toHaveCount(16)
  })
})
