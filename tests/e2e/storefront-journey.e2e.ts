import { expect, type Locator, type Page, test } from '@playwright/test'

/**
 * The storefront issue's journey in one go, as a shopper does it: a category, a filter, a
 * product, the quick view of another, both kept on the wishlist and compared; then the same
 * deep link in English and the prices in another currency.
 */

const products = (page: Page) => page.getByRole('region', { name: 'Produkter', exact: true })
const shop = (page: Page) => page.getByRole('navigation', { name: 'Din butikk' })

/** Presses a toggle and waits for the 250 ms pause to end in the pressed state. */
async function press(button: Locator) {
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(button).not.toHaveAttribute('aria-disabled')
}

test('a shopper browses a category, filters it, opens a product and a quick view, keeps both and compares them, in English and in euros', async ({
  page,
}) => {
  // Browse: the shop → a category.
  await page.goto('/catalog')
  await page
    .getByRole('region', { name: 'Kategorier' })
    .getByRole('link', { name: 'Oljefilter', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oljefilter')

  // Filter by a brand: the address says so and every card is that brand.
  const bosch = page
    .getByRole('group', { name: 'Merke' })
    .getByRole('checkbox', { name: /^BOSCH \(\d+\)$/ })
  // The box follows the address, which the router commits a moment after the click.
  await bosch.click()
  await expect(bosch).toBeChecked()
  await expect(page).toHaveURL(/\/catalog\/oljefilter\?filter_brand=bosch$/)
  const cards = products(page).getByRole('article')
  await expect(cards.first()).toContainText('BOSCH')
  await expect(cards.nth(1)).toContainText('BOSCH')

  // A product: its page, kept on the wishlist and in the compare list from there.
  const firstName = ((await cards.first().getByRole('heading').textContent()) ?? '').trim()
  await cards.first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+-\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName)
  const main = page.getByRole('main')
  await press(main.getByRole('button', { name: /^Legg i ønskeliste: / }).first())
  await press(main.getByRole('button', { name: /^Sammenlign: / }).first())

  // Back to the filtered listing; the quick view of the next card.
  await page.goBack()
  await expect(page).toHaveURL(/\/catalog\/oljefilter\?filter_brand=bosch$/)
  const second = cards.nth(1)
  const secondName = ((await second.getByRole('heading').textContent()) ?? '').trim()
  await second.getByRole('button', { name: `Hurtigvisning: ${secondName}` }).click()
  const quickView = page.getByRole('dialog', { name: secondName })
  await expect(quickView).toBeVisible()
  await expect(quickView.getByText('På lager')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(quickView).toBeHidden()

  // The second one too, from its card.
  await press(second.getByRole('button', { name: /^Legg i ønskeliste: / }))
  await press(second.getByRole('button', { name: /^Sammenlign: / }))
  await expect(shop(page).getByRole('link', { name: /^Ønskeliste/ })).toHaveAccessibleName(
    'Ønskeliste 2 varer',
  )

  // Compare: both side by side.
  await shop(page)
    .getByRole('link', { name: /^Sammenlign/ })
    .click()
  await expect(page).toHaveURL(/\/compare$/)
  const table = page.getByRole('table', { name: 'Produktene side om side' })
  await expect(table.getByRole('columnheader')).toHaveCount(2)
  await expect(table.getByRole('columnheader').first()).toContainText(firstName)
  await expect(table.getByRole('columnheader').nth(1)).toContainText(secondName)

  // The language switch keeps the deep link; the page reloads in English.
  await page.getByRole('navigation', { name: 'Språk' }).getByRole('link', { name: 'EN' }).click()
  await expect(page).toHaveURL(/\/en\/compare$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const tableEn = page.getByRole('table', { name: 'Products side by side' })
  await expect(tableEn.getByRole('columnheader')).toHaveCount(2)
  await expect(tableEn.getByRole('rowheader', { name: 'Price' })).toBeVisible()

  // The currency: kroner first, euros after the switch, and again after a reload.
  const priceRow = tableEn
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Price' }) })
  await expect(priceRow).toContainText('kr')
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR')
  await expect(priceRow).toContainText('€')
  await expect(priceRow).not.toContainText('kr')
  await page.reload()
  await expect(priceRow).toContainText('€')
})
