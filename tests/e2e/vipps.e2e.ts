import { expect, type Page, test } from '@playwright/test'
import { productSlug } from '../../src/domain/product-slug'
import { type ListedArticle, soldArticle } from './catalogue-helpers'
import { fillDetails } from './checkout-helpers'

// The e2e server pays Vipps through the fake (playwright.config.ts starts both).

async function orderInCheckout(page: Page, article: ListedArticle) {
  await page.goto(`/products/${productSlug(article)}`)
  await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
  await page.goto('/cart/checkout')
  await fillDetails(page, `vipps-${Date.now()}@example.no`)
}

test.describe('paying with Vipps', () => {
  test('a guest chooses Vipps, approves on the Vipps page, and comes back to the order paid with the cart emptied', async ({
    page,
    request,
  }) => {
    await orderInCheckout(page, await soldArticle(request))
    await page.getByRole('radio', { name: /Vipps/ }).check()
    // No card is asked for when Vipps pays.
    await expect(page.getByRole('group', { name: 'Kortbetaling' })).toHaveCount(0)
    await page.getByRole('button', { name: /^Bestill og betal/ }).click()

    await expect(page.getByRole('heading', { name: 'Vipps MobilePay (fake)' })).toBeVisible()
    await page.getByRole('button', { name: 'Godkjenn' }).click()

    await expect(page).toHaveURL(/\/cart\/checkout\/[A-Za-z0-9_-]{16,}$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Takk for bestillingen' }),
    ).toBeVisible()
    await expect(page.getByText('Betalt', { exact: true })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Din butikk' }).getByRole('button', {
        name: /^Handlekurv 0 varer/,
      }),
    ).toBeVisible()
  })

  test('a shopper who cancels at Vipps comes back to a cancelled order', async ({
    page,
    request,
  }) => {
    await orderInCheckout(page, await soldArticle(request))
    await page.getByRole('radio', { name: /Vipps/ }).check()
    await page.getByRole('button', { name: /^Bestill og betal/ }).click()
    await page.getByRole('button', { name: 'Avbryt' }).click()
    await expect(page).toHaveURL(/\/cart\/checkout\/[A-Za-z0-9_-]{16,}$/)
    await expect(page.getByText(/Betalingen ble avbrutt/)).toBeVisible()
  })
})
