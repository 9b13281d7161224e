import { expect, type Page, test } from '@playwright/test'
import { soldArticle } from './catalogue-helpers'
import {
  APPROVED,
  addToCart,
  fillCard,
  fillDetails,
  PASSWORD,
  payButton,
  uniqueEmail,
} from './checkout-helpers'
import { addGolf, garageButton } from './garage-helpers'

async function signUp(page: Page, email: string) {
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD },
  })
  expect(response.status()).toBe(201)
  const { token } = await response.json()
  await page.evaluate((value) => localStorage.setItem('jwtToken', value), token)
}

function cartButton(page: Page) {
  return page.getByRole('navigation', { name: 'Din butikk' }).getByRole('button', {
    name: /^Handlekurv/,
  })
}

test.describe('buying again for a vehicle', () => {
  test("an order placed with a garage vehicle chosen shows on that vehicle's history, and 'Kjøp igjen' puts it in the cart again", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail('verksted')
    await page.goto('/')
    await signUp(page, email)
    await page.reload()
    await garageButton(page).click()
    await addGolf(page.getByRole('dialog', { name: 'Legg til kjøretøy' }))
    await expect(
      page.getByRole('dialog', { name: 'Garasjen din' }).getByRole('button', {
        name: /^Velg Volkswagen Golf VII/,
      }),
    ).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Escape')

    const article = await soldArticle(page.request)
    await addToCart(page, article)
    await page.goto('/cart/checkout')
    await expect(page.getByText(/^Til bilen Volkswagen Golf VII/)).toBeVisible()
    await fillDetails(page, email)
    await fillCard(page, APPROVED)
    await payButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Takk for bestillingen' }),
    ).toBeVisible()
    await expect(cartButton(page)).toHaveAccessibleName(/^Handlekurv 0 varer/)

    // The garage lists the part under the vehicle it was bought for.
    await page.goto('/account/garage')
    const history = page.getByRole('region', { name: 'Kjøpt til denne bilen før' })
    const line = history.getByRole('listitem').filter({ hasText: article.articleNumber })
    await expect(line).toContainText('1 stk.')
    await line.getByRole('button', { name: /^Kjøp igjen/ }).click()
    await expect(history.getByRole('status').first()).toContainText('1 del lagt i handlekurven.')
    await expect(cartButton(page)).toHaveAccessibleName(/^Handlekurv 1 vare/)

    // The order page names the vehicle and buys the whole order again.
    await page.goto('/account/orders')
    await page
      .getByRole('link', { name: /^Ordre \d+$/ })
      .first()
      .click()
    await expect(page.getByText(/^Bestilt til Volkswagen Golf VII/)).toBeVisible()
    await page.getByRole('button', { name: 'Kjøp hele ordren igjen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'lagt i handlekurven' })).toBeVisible()
    await expect(cartButton(page)).toHaveAccessibleName(/^Handlekurv 2 varer/)
  })
})
