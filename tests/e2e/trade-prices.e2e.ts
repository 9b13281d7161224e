import { expect, type Locator, test } from '@playwright/test'
import { priceExMva } from '../../src/domain/mva'
import { productSlug } from '../../src/domain/product-slug'
import { cardPrices, listedProducts, soldArticle } from './catalogue-helpers'
import { kr } from './checkout-helpers'

const SWITCH = 'Vis priser eks. mva'

/** Øre from a printed amount, `1 234,50 kr` → 123450. */
const ore = (text: string) => Number((text.match(/\d[\d\s]*,\d{2}/)?.[0] ?? '').replace(/\D/g, ''))

/** The amount beside a term of the sums ('Sum eks. mva'), in øre. */
async function sum(sums: Locator, term: string): Promise<number> {
  const exact = new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`)
  const value = sums
    .locator('dt')
    .filter({ hasText: exact })
    .locator('xpath=following-sibling::dd[1]')
  return ore((await value.textContent()) ?? '')
}

async function expectSumsAddUp(sums: Locator) {
  const net = await sum(sums, 'Sum eks. mva')
  const mva = await sum(sums, 'Mva (25 %)')
  const gross = await sum(sums, 'Sum inkl. mva')
  expect(net).toBeGreaterThan(0)
  expect(net).toBe(priceExMva(gross))
  expect(net + mva).toBe(gross)
  const lines = (await sum(sums, 'Delsum eks. mva')) + (await sum(sums, 'Frakt eks. mva'))
  expect(lines).toBe(net)
}

async function turnOn(where: Locator) {
  const toggle = where.getByRole('switch', { name: SWITCH })
  await toggle.check()
  await expect(toggle).toBeChecked()
}

test.describe('prices without MVA for the trade', () => {
  test('the switch shows every price eks. mva on listing, product page, cart and checkout, the sums add up, and it stays on after a reload', async ({
    page,
    request,
  }) => {
    const article = await soldArticle(request)
    const sale = article.price - article.discount

    // The listing: every card's price becomes its price without MVA, labelled.
    await page.goto('/catalog/startbatterier')
    await expect(listedProducts(page).getByRole('article').first()).toBeVisible()
    const gross = await cardPrices(page)
    expect(gross.length).toBeGreaterThan(0)
    await turnOn(page.getByRole('main'))
    await expect(listedProducts(page).locator('.part-card__price').first()).toContainText(
      'eks. mva',
    )
    expect(await cardPrices(page)).toEqual(gross.map(priceExMva))

    // Kept on the device: a reload still shows prices eks. mva.
    await page.reload()
    await expect(page.getByRole('main').getByRole('switch', { name: SWITCH })).toBeChecked()
    await expect(listedProducts(page).locator('.part-card__price').first()).toContainText(
      'eks. mva',
    )
    expect(await cardPrices(page)).toEqual(gross.map(priceExMva))

    // The product page.
    await page.goto(`/products/${productSlug(article)}`)
    await expect(page.locator('.product-price__current')).toContainText(
      `${kr(priceExMva(sale))} eks. mva`,
    )
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await expect(
      page.getByRole('navigation', { name: 'Din butikk' }).getByRole('button', {
        name: /^Handlekurv 1 vare/,
      }),
    ).toBeVisible()

    // The cart: the line and the sums eks. mva, the MVA, and the total to pay.
    await page.goto('/cart')
    const line = page.getByRole('listitem').filter({ hasText: article.articleNumber }).first()
    await expect(line).toContainText(`${kr(priceExMva(sale))} eks. mva`)
    const cartSums = page.getByRole('complementary', { name: 'Oppsummering' })
    await expect(cartSums.getByRole('switch', { name: SWITCH })).toBeChecked()
    await expectSumsAddUp(cartSums)
    expect(await sum(cartSums, 'Sum inkl. mva')).toBe(sale + 2500)

    // The checkout's summary shows both totals too.
    await page.goto('/cart/checkout')
    const summary = page.getByRole('complementary', { name: 'Din bestilling' })
    await expect(summary).toContainText(`${kr(priceExMva(sale))} eks. mva`)
    await expectSumsAddUp(summary)

    // Off again: prices with MVA, and the total without MVA still shown beside them.
    await summary.getByRole('switch', { name: SWITCH }).uncheck()
    await expect(summary.locator('.checkout-lines')).not.toContainText('eks. mva')
    expect(await sum(summary, 'Sum eks. mva')).toBe(priceExMva(sale + 2500))
  })
})
