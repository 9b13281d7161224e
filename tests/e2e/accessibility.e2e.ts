import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { productSlug } from '../../src/domain/product-slug'

/** The serious and critical WCAG A/AA violations axe finds on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    )
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test('the front page, a category, a product, a vehicle and the garage have no serious violations', async ({
    page,
    request,
  }) => {
    const listing = await (await request.get('/api/tecdoc/get-products?perPage=1')).json()
    const pages: [string, RegExp][] = [
      ['/', /Reservedeler/],
      ['/catalog/startbatterier', /Startbatterier/],
      [`/products/${productSlug(listing.articles[0])}`, /./],
      ['/all?motorID=320507', /Deler til/],
      ['/account/garage', /Garasjen din/],
      ['/en/catalog', /./],
    ]
    for (const [path, heading] of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      // Let lazy parts (footer, header box) settle before the scan.
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), path).toEqual([])
    }
  })

  test('on a phone the header and the open menu have no serious violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Meny', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
