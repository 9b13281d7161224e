import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Scrolls down a screen at a time until `target` is on the page, as a shopper would: the footer
 * and the front page's featured products and categories load when they come near the screen.
 */
export async function scrollUntilVisible(page: Page, target: Locator) {
  await expect(async () => {
    if (!(await target.isVisible()))
      await page.evaluate(() => window.scrollBy(0, window.innerHeight))
    await expect(target).toBeVisible({ timeout: 250 })
  }).toPass({ timeout: 20_000 })
}

/** The footer, scrolled to (it loads when the shopper comes near it). */
export async function scrollToFooter(page: Page) {
  const footer = page.getByRole('contentinfo')
  await scrollUntilVisible(page, footer)
  return footer
}
