import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { ProductAnswer } from '../../src/domain/article-schema'
import { formatMoney } from '../../src/domain/money'
import { productSlug } from '../../src/domain/product-slug'
import { firstArticle, listedArticles } from './catalogue-helpers'

/** A price as the page prints it (`1 234,50 kr` with no-break spaces). */
const price = (ore: number, locale: 'no' | 'en' = 'no') => formatMoney(ore, locale)

const quantityBox = (page: Page) => page.getByRole('spinbutton', { name: 'Antall' })

/** Paths of the public catalogue's calls (the garage's and the account's are personal). */
const CATALOGUE_CALL = /^\/api\/(product|tecdoc|vehicles|category|brand)\//

/** A product answer from the first listed articles that fits vehicles and has equivalents. */
async function productWithContext(request: APIRequestContext) {
  for (const article of await listedArticles(request, 40)) {
    const response = await request.get(`/api/product/item?id=${article.articleId}&lang=no`)
    const answer = (await response.json()) as Required<ProductAnswer>
    if (answer.fitment.variants > 0 && answer.related.length > 0) return answer
  }
  throw new Error('no article among the first 40 fits a vehicle and has equivalent parts')
}

test.describe('the product page', () => {
  test('a product opened by its slug shows its name, number, price, stock, specs and OE numbers', async ({
    page,
    request,
  }) => {
    const article = await firstArticle(request)
    await page.goto(`/products/${productSlug(article)}`)
    const name = `${article.mfrName} ${article.articleName}`
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page).toHaveTitle(`${name} – Delelager`)
    await expect(page.getByText(`Artikkelnummer ${article.articleNumber}`)).toBeVisible()
    await expect(page.locator('.product-price__current')).toContainText(
      price(article.price - article.discount),
    )
    await expect(page.locator('.stock-badge')).toHaveText(
      article.availability === 'in-stock' ? 'På lager' : 'Ikke på lager',
    )
    const specs = page.getByRole('region', { name: 'Spesifikasjoner' })
    await expect(specs.getByRole('definition').first()).toHaveText(article.mfrName)
    const [criterion] = article.articleText[0]?.text ?? []
    if (criterion) {
      const [term] = criterion.split(': ')
      await expect(specs.getByRole('term').filter({ hasText: term })).toBeVisible()
    }
    const [oe] = article.oeNumbers ?? []
    if (oe) {
      await expect(page.getByRole('region', { name: 'OE-numre' })).toContainText(oe.number)
    }
    await expect(page.getByRole('region', { name: 'Passer din bil?' })).toBeVisible()
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd).toMatchObject({ '@type': 'Product', name, sku: article.articleNumber })
  })

  test('a product page shows what the part fits and equivalent parts, and a part opened from there costs one catalogue call', async ({
    page,
    request,
  }) => {
    const { product, fitment, related } = await productWithContext(request)
    const calls: string[] = []
    page.on('request', (sent) => {
      const { pathname, search } = new URL(sent.url())
      if (CATALOGUE_CALL.test(pathname)) calls.push(`${pathname}${search}`)
    })
    await page.goto(`/products/${productSlug(product)}`)
    const fits = page.getByRole('region', { name: 'Passer til' })
    await expect(fits).toContainText(
      fitment.variants === 1
        ? 'Passer 1 kjøretøyvariant:'
        : `Passer ${fitment.variants} kjøretøyvarianter:`,
    )
    const [top] = fitment.models
    if (!top) throw new Error('a fitted article lists no model series')
    await expect(fits.getByRole('listitem').first()).toHaveText(
      `${top.make} ${top.model} (${top.variants})`,
    )
    const equivalents = page.getByRole('region', { name: 'Tilsvarende deler' })
    const [other] = related
    if (!other) throw new Error('no equivalent part')
    const link = equivalents.getByRole('link').first()
    await expect(link).toHaveAttribute('href', `/products/${productSlug(other)}`)

    // The server rendered the page with its answer, summary and equivalents included.
    expect(calls).toEqual([])
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${other.mfrName} ${other.articleName}`,
    )
    await expect(page.getByRole('region', { name: 'Passer til' })).toBeVisible()
    expect(calls).toEqual([`/api/product/item?id=${other.articleId}&lang=no`])
  })

  test('a slug with outdated words is replaced by the product’s own slug', async ({
    page,
    request,
  }) => {
    const article = await firstArticle(request)
    await page.goto(`/products/old-words-${article.articleId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${article.mfrName} ${article.articleName}`,
    )
    await expect(page).toHaveURL(new RegExp(`/products/${productSlug(article)}$`))
  })

  test('a discounted product shows the old price struck through', async ({ page, request }) => {
    const discounted = (await listedArticles(request, 100)).find(
      (article) => article.available && article.discount > 0,
    )
    // The demo catalogue is generated from a fixed seed and discounts some of its articles.
    if (!discounted) throw new Error('no discounted article among the first 100')
    await page.goto(`/products/${productSlug(discounted)}`)
    await expect(page.locator('.product-price__current')).toContainText(
      price(discounted.price - discounted.discount),
    )
    await expect(page.locator('.product-price s')).toContainText(price(discounted.price))
  })

  test('the quantity steps with − and +, repeats while + is held, and takes typed numbers', async ({
    page,
    request,
  }) => {
    // The quantity is capped at the pieces left: one with plenty, so holding + goes on.
    const article = (await listedArticles(request, 100)).find(
      (listed) => listed.available && (listed.stock ?? 0) >= 30,
    )
    if (!article) throw new Error('no well-stocked article among the first 100')
    await page.goto(`/products/${productSlug(article)}`)
    const box = quantityBox(page)
    await expect(box).toHaveValue('1')
    const increase = page.getByRole('button', { name: 'Øk antall' })
    await increase.click()
    await increase.click()
    await page.getByRole('button', { name: 'Reduser antall' }).click()
    await expect(box).toHaveValue('2')

    await box.fill('7')
    await expect(box).toHaveValue('7')
    await box.fill('0')
    await expect(page.getByText('Antallet må være minst 1.')).toBeVisible()
    await box.press('Tab')
    await expect(box).toHaveValue('7')

    await increase.hover()
    await page.mouse.down()
    await page.waitForTimeout(1000)
    await page.mouse.up()
    const held = Number(await box.inputValue())
    // 1 on press, then one every 50 ms after 300 ms: about 14 more in a second (fewer on a
    // busy machine, but a single press would give only 8).
    expect(held).toBeGreaterThan(10)
    await page.waitForTimeout(300)
    await expect(box).toHaveValue(String(held))
  })

  test('the zoom view opens from the gallery and closes with Escape', async ({ page, request }) => {
    const article = await firstArticle(request)
    await page.goto(`/products/${productSlug(article)}`)
    const enlarge = page.getByRole('button', { name: 'Forstørr bildet' })
    await enlarge.click()
    const zoom = page.getByRole('dialog', { name: `${article.mfrName} ${article.articleName}` })
    await expect(zoom).toBeVisible()
    await expect(zoom.getByRole('img')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(zoom).toBeHidden()
    await expect(enlarge).toBeFocused()
  })

  test('an unknown product is the 404 page saying the product was not found', async ({ page }) => {
    await page.goto('/products/no-such-part-2147483000')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke produktet')
    await page.goto('/products/words-without-an-id')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke produktet')
    await page.goto('/product-preview/NO-SUCH-NUMBER-42')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke produktet')
  })

  test('/product-preview finds the product by its article number and by its id', async ({
    page,
    request,
  }) => {
    const article = await firstArticle(request)
    const name = `${article.mfrName} ${article.articleName}`
    await page.goto(`/product-preview/${encodeURIComponent(article.articleNumber)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await page.goto(`/product-preview/${article.articleId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })

  test('a product down to its last few pieces says how many are left and caps the quantity there', async ({
    page,
    request,
  }) => {
    const article = (await listedArticles(request, 100)).find(
      (listed) => listed.available && (listed.stock ?? 0) >= 2 && (listed.stock ?? 0) <= 5,
    )
    if (!article?.stock) throw new Error('no article with 2–5 pieces among the first 100')
    await page.goto(`/products/${productSlug(article)}`)
    await expect(page.getByText(`Bare ${article.stock} igjen`)).toBeVisible()
    const increase = page.getByRole('button', { name: 'Øk antall' })
    for (let i = 0; i < article.stock + 2; i++) await increase.click()
    await expect(quantityBox(page)).toHaveValue(String(article.stock))
  })

  test('/en/products/{slug} shows the product with English labels', async ({ page, request }) => {
    const article = (await listedArticles(request, 20, 'en')).find(
      (listed) => listed.available && (listed.stock ?? 0) > 0,
    )
    if (!article) throw new Error('no article in stock among the first 20')
    await page.goto(`/en/products/${productSlug(article)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${article.mfrName} ${article.articleName}`,
    )
    await expect(page.getByText(`Article number ${article.articleNumber}`)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Specifications' })).toBeVisible()
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeVisible()
    await expect(page.locator('.stock-badge')).toHaveText(
      article.availability === 'in-stock' ? 'In stock' : 'Out of stock',
    )
    await expect(page.locator('.product-price__current')).toContainText(
      price(article.price - article.discount, 'en'),
    )
  })
})
