import { expect, test } from '@playwright/test'
import { productSlug } from '../../src/domain/product-slug'
import { seriousViolations } from './axe'
import { scrollToFooter } from './scroll-helpers'

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test('the front page, a category, a product, a vehicle, search results, the cart, the checkout and the order pages have no serious violations', async ({
    page,
    request,
  }) => {
    // Ten pages, each scrolled to its end and scanned.
    test.setTimeout(120_000)
    const listing = await (await request.get('/api/tecdoc/get-products?perPage=1')).json()
    const pages: [string, RegExp][] = [
      ['/', /Reservedeler/],
      ['/catalog/startbatterier', /Startbatterier/],
      [`/products/${productSlug(listing.articles[0])}`, /./],
      ['/all?motorID=320507', /Deler til/],
      ['/search?q=bremseklosser', /Søkeresultater/],
      ['/en/catalog', /./],
    ]
    for (const [path, heading] of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      // The footer (and the front page's products and categories) load when scrolled to; let
      // them and the header box settle before the scan.
      await scrollToFooter(page)
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), path).toEqual([])
    }

    // The cart with a line in it, and the header's cart dropdown open over it.
    const sold = (await (await request.get('/api/tecdoc/get-products?perPage=16')).json()).articles
      .filter((article: { available: boolean }) => article.available)
      .at(0)
    await page.goto(`/products/${productSlug(sold)}`)
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await expect(page.getByRole('status', { name: 'Varsler' })).toContainText('Lagt i handlekurven')
    await page.goto('/cart')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handlekurv')
    await expect(page.getByRole('button', { name: 'Oppdater handlekurv' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page), '/cart').toEqual([])
    await page
      .getByRole('navigation', { name: 'Din butikk' })
      .getByRole('button', { name: /^Handlekurv/ })
      .click()
    await expect(page.getByRole('region', { name: 'Handlekurv' })).toBeVisible()
    expect(await seriousViolations(page), 'cart dropdown').toEqual([])

    // The checkout, with its errors shown, and the order page after paying.
    await page.goto('/cart/checkout')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kassen')
    await page.getByRole('button', { name: /^Bestill og betal/ }).click()
    await expect(page.getByRole('main').getByLabel('E-postadresse')).toBeFocused()
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page), '/cart/checkout').toEqual([])
    const main = page.getByRole('main')
    await main.getByLabel('E-postadresse').fill('axe@example.no')
    const delivery = page.getByRole('group', { name: 'Leveringsadresse' })
    await delivery.getByLabel('Fornavn').fill('Kari')
    await delivery.getByLabel('Etternavn').fill('Nordmann')
    await delivery.getByLabel('Gateadresse').fill('Verkstedveien 12')
    await delivery.getByLabel('Postnummer').fill('0150')
    await delivery.getByLabel('Poststed').fill('Oslo')
    await page.getByRole('checkbox', { name: /salgsvilkårene/ }).check()
    await page.getByRole('checkbox', { name: /angre kjøpet/ }).check()
    await main.getByLabel('Kortnummer').fill('4242 4242 4242 4242')
    await main.getByLabel('Utløpsdato (MM/ÅÅ)').fill(`12/${(new Date().getFullYear() + 2) % 100}`)
    await main.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: /^Bestill og betal/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Takk for bestillingen')
    await expect(page.getByText('Betalt', { exact: true })).toBeVisible()
    expect(await seriousViolations(page), 'order success page').toEqual([])
    await page.goto('/track-order')
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page), '/track-order').toEqual([])
  })

  test('the account pages and the header account dropdown have no serious violations', async ({
    page,
  }) => {
    await page.goto('/account/login')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logg inn eller opprett konto')
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page), '/account/login').toEqual([])
    const indicators = page.getByRole('navigation', { name: 'Din butikk' })
    await indicators.getByRole('button', { name: 'Konto', exact: true }).click()
    await expect(page.getByRole('region', { name: 'Logg inn på kontoen din' })).toBeVisible()
    expect(await seriousViolations(page), 'login dropdown').toEqual([])

    // Signed in: the account pages ask for a sign-in first.
    const response = await page.request.post('/api/auth/register', {
      data: { email: `axe-${Date.now()}@example.no`, password: 'verksted-2026' },
    })
    expect(response.status()).toBe(201)
    const { token } = await response.json()
    await page.evaluate((value) => localStorage.setItem('jwtToken', value), token)
    for (const [path, heading] of [
      ['/account/dashboard', /Min side/],
      ['/account/garage', /Garasjen din/],
      ['/account/orders', /Bestillinger/],
      ['/account/addresses', /Adresser/],
      ['/account/addresses/new', /Ny adresse/],
      ['/account/password', /Endre passord/],
      ['/account/profile', /Profil/],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), path).toEqual([])
    }
    await indicators.getByRole('button', { name: 'Min konto', exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'Kontoen din' })).toBeVisible()
    expect(await seriousViolations(page), 'account menu').toEqual([])
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
