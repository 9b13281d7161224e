import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { SHIPPING_ORE } from '../../src/domain/cart'
import { formatMoney } from '../../src/domain/money'
import { productSlug } from '../../src/domain/product-slug'
import type { ListedArticle } from './catalogue-helpers'
import { cutNetwork, waitForServiceWorkerControl } from './offline-helpers'

/** The Golf VII 1.6 TDI: a parts listing whose cards have 'Legg i handlekurv'. */
const ENGINE = 320507

/** A price as the page prints it (`1 234,50 kr` with no-break spaces). */
const kr = (ore: number) => formatMoney(ore, 'no')
const sale = (article: ListedArticle) => article.price - article.discount
const nameOf = (article: ListedArticle) => `${article.mfrName} ${article.articleName}`

/** An article that is sold, from the demo catalogue's first page. */
async function soldArticle(request: APIRequestContext) {
  const response = await request.get('/api/tecdoc/get-products?perPage=16&lang=no')
  const { articles } = (await response.json()) as { articles: ListedArticle[] }
  const article = articles.find((a) => a.available && sale(a) > 0)
  if (!article) throw new Error('the demo catalogue sells nothing on its first page')
  return article
}

/** The first sold article on the engine's parts page, as the page lists it. */
async function soldPart(request: APIRequestContext, other: ListedArticle) {
  const response = await request.get(
    `/api/tecdoc/get-products-by-target-ids?engine=${ENGINE}&page=1&perPage=16&lang=no`,
  )
  const { articles } = (await response.json()) as { articles: ListedArticle[] }
  const article = articles.find(
    (a) => a.available && sale(a) > 0 && a.articleNumber !== other.articleNumber,
  )
  if (!article) throw new Error('the engine has no sold parts')
  return article
}

function shop(page: Page) {
  return page.getByRole('navigation', { name: 'Din butikk' })
}

/** The header's cart button (desktop): 'Handlekurv 3 varer 1 234,00 kr'. */
function cartButton(page: Page) {
  return shop(page).getByRole('button', { name: /^Handlekurv/ })
}

async function expectHeader(page: Page, pieces: number, total: number) {
  const items = pieces === 1 ? '1 vare' : `${pieces} varer`
  await expect(cartButton(page)).toHaveAccessibleName(`Handlekurv ${items} ${kr(total)}`)
}

function toasts(page: Page) {
  return page.getByRole('status', { name: 'Varsler' })
}

function cartLine(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
}

test.describe('the cart', () => {
  test('added from a product page and a card, shown in the header and its dropdown, changed and emptied on /cart, kept after a reload', async ({
    page,
    request,
  }) => {
    const product = await soldArticle(request)
    const part = await soldPart(request, product)

    // From the product page: two pieces.
    await page.goto(`/products/${productSlug(product)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(product))
    await expectHeader(page, 0, 0)
    await page.getByRole('button', { name: 'Øk antall' }).click()
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await expect(toasts(page).getByText('Lagt i handlekurven')).toBeVisible()
    await expectHeader(page, 2, 2 * sale(product) + SHIPPING_ORE)

    // From a card on a parts listing: one piece.
    await page.goto(`/all?motorID=${ENGINE}`)
    const card = page
      .getByRole('region', { name: 'Deler', exact: true })
      .getByRole('article')
      .filter({ hasText: `Artikkelnummer ${part.articleNumber}` })
      .first()
    await card.getByRole('button', { name: `Legg i handlekurv: ${nameOf(part)}` }).click()
    let total = 2 * sale(product) + sale(part) + SHIPPING_ORE
    await expectHeader(page, 3, total)

    // The dropdown lists both lines and the sums, and leads to /cart.
    await cartButton(page).click()
    await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'true')
    const dropdown = page.getByRole('region', { name: 'Handlekurv' })
    await expect(dropdown.getByRole('listitem')).toHaveCount(2)
    await expect(dropdown.getByRole('link', { name: nameOf(product) })).toBeVisible()
    await expect(dropdown.getByRole('link', { name: nameOf(part) })).toBeVisible()
    await expect(dropdown).toContainText(`Frakt${kr(SHIPPING_ORE)}`)
    await expect(dropdown).toContainText(`Totalt${kr(total)}`)
    await expect(dropdown.getByRole('link', { name: 'Til kassen' })).toHaveAttribute(
      'href',
      '/cart/checkout',
    )
    await page.keyboard.press('Escape')
    await expect(dropdown).toBeHidden()
    await expect(cartButton(page)).toBeFocused()
    await cartButton(page).click()
    await dropdown.getByRole('link', { name: 'Vis handlekurv' }).click()

    // /cart: change a quantity and update.
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handlekurv')
    await expect(page).toHaveTitle('Handlekurv – Delelager')
    const sums = page.getByRole('complementary', { name: 'Oppsummering' })
    await expect(sums).toContainText(`Totalt${kr(total)}`)
    const box = cartLine(page, nameOf(part)).getByRole('spinbutton', {
      name: `Antall ${nameOf(part)}`,
    })
    await box.fill('3')
    await page.getByRole('button', { name: 'Oppdater handlekurv' }).click()
    await expect(toasts(page).getByText('Handlekurven er oppdatert')).toBeVisible()
    total = 2 * sale(product) + 3 * sale(part) + SHIPPING_ORE
    await expect(sums).toContainText(`Totalt${kr(total)}`)
    await expectHeader(page, 5, total)

    // Kept on the device: a reload finds the same cart.
    await page.reload()
    await expect(cartLine(page, nameOf(part)).getByRole('spinbutton')).toHaveValue('3')
    await expectHeader(page, 5, total)

    // Remove both lines: the cart is empty again.
    await page.getByRole('button', { name: `Fjern ${nameOf(product)}` }).click()
    await expect(toasts(page).getByText('Fjernet fra handlekurven')).toBeVisible()
    await expect(cartLine(page, nameOf(product))).toHaveCount(0)
    await expectHeader(page, 3, 3 * sale(part) + SHIPPING_ORE)
    await page.getByRole('button', { name: `Fjern ${nameOf(part)}` }).click()
    await expect(page.getByText('Handlekurven er tom.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Finn deler' })).toHaveAttribute('href', '/catalog')
    await expectHeader(page, 0, 0)
  })

  test('adding works with the network cut, and the line is still there after a reload offline', async ({
    page,
    context,
    request,
  }) => {
    const product = await soldArticle(request)
    await page.goto(`/products/${productSlug(product)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(product))
    await waitForServiceWorkerControl(page)

    const network = await cutNetwork(context)
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await expect(toasts(page).getByText('Lagt i handlekurven')).toBeVisible()
    await expectHeader(page, 1, sale(product) + SHIPPING_ORE)

    await page.reload()
    await expectHeader(page, 1, sale(product) + SHIPPING_ORE)
    await page.goto('/cart')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handlekurv')
    await expect(cartLine(page, nameOf(product)).getByRole('spinbutton')).toHaveValue('1')
    await expect(page.getByText(/lagres på denne enheten/)).toBeVisible()
    await network.restore()
  })

  test('on a phone the header and the menu count the pieces and lead to /cart', async ({
    page,
    request,
  }) => {
    const product = await soldArticle(request)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/products/${productSlug(product)}`)
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    const phoneLink = shop(page).getByRole('link', { name: /^Handlekurv/ })
    await expect(phoneLink).toHaveAccessibleName('Handlekurv 1 vare')
    await expect(cartButton(page)).toBeHidden()

    await page.getByRole('button', { name: 'Meny', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Meny' })
    await expect(menu.getByRole('link', { name: /^Handlekurv/ })).toHaveText(/Handlekurv\s*1/)
    await menu.getByRole('link', { name: /^Handlekurv/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handlekurv')
  })
})
