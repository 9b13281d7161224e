import { expect, type Locator, type Page, test } from '@playwright/test'
import { waitForSavedQuery, waitForServiceWorkerControl } from './offline-helpers'

/** Chooses the first option of a select whose text matches, once the select is enabled. */
async function choose(select: Locator, text: RegExp) {
  await expect(select).toBeEnabled()
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value')
  if (!value) throw new Error(`no option ${text}`)
  await select.selectOption(value)
}

/** The number of parts the list says it has ("111 deler"). */
async function partCount(page: Page): Promise<number> {
  const parts = page.getByRole('region', { name: 'Deler', exact: true })
  const text = await parts.getByText(/^[\d\s]+\+? deler?$/).textContent()
  return Number((text ?? '').replace(/\D/g, ''))
}

test.describe('finding parts for a vehicle', () => {
  test('the front page comes with the years: the year select is ready without asking the server', async ({
    page,
  }) => {
    const yearRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/vehicles/years')) yearRequests.push(request.url())
    })
    await page.goto('/')
    const finder = page.getByRole('region', { name: 'Finn deler til bilen din' })
    const year = finder.getByRole('combobox', { name: 'Årsmodell', exact: true })
    await expect(year).toBeEnabled()
    await expect(year.locator('option', { hasText: /^2016$/ })).toHaveCount(1)
    await choose(finder.getByRole('combobox', { name: 'Årsmodell', exact: true }), /^2016$/)
    await expect(finder.getByRole('combobox', { name: 'Merke', exact: true })).toBeEnabled()
    expect(yearRequests).toEqual([])
  })

  test('year, brand, model and engine on the front page lead to the parts of that car', async ({
    page,
  }) => {
    await page.goto('/')
    const finder = page.getByRole('region', { name: 'Finn deler til bilen din' })
    await expect(finder.getByRole('combobox', { name: 'Merke', exact: true })).toBeDisabled()
    await choose(finder.getByRole('combobox', { name: 'Årsmodell', exact: true }), /^2016$/)
    await choose(finder.getByRole('combobox', { name: 'Merke', exact: true }), /^Volkswagen$/)
    await expect(finder.getByRole('combobox', { name: 'Motor', exact: true })).toBeDisabled()
    await choose(finder.getByRole('combobox', { name: 'Modell', exact: true }), /^Golf VII \(5G1/)
    await choose(finder.getByRole('combobox', { name: 'Motor', exact: true }), /^1\.6 TDI, .*CLHA$/)

    await expect(page).toHaveURL(/\/all\?motorID=320507$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Deler til Volkswagen Golf VII (5G1, BQ1, BE1, BE2) 1.6 TDI',
    )
    await expect(page.getByText('CLHA')).toBeVisible()
    const parts = page.getByRole('region', { name: 'Deler', exact: true })
    await expect(parts.getByRole('article').first()).toBeVisible()
    const all = await partCount(page)
    expect(all).toBeGreaterThan(16)
    await expect(parts.getByRole('article')).toHaveCount(16)
    await expect(parts.getByRole('article').first().getByRole('img')).toHaveAttribute('alt', /.+/)
    await expect(parts.getByText(/kr$/).first()).toBeVisible()

    await page
      .getByRole('navigation', { name: 'Delekategorier' })
      .getByRole('link', { name: /^Bremser \(\d+\)$/ })
      .click()
    await expect(page).toHaveURL(/category=bremser/)
    await expect.poll(() => partCount(page)).toBeLessThan(all)
    const brakes = await partCount(page)
    expect(brakes).toBeGreaterThan(0)
    await expect(parts.getByRole('article')).toHaveCount(Math.min(brakes, 16))
  })

  test('a registration number from the demo plates shows that car and its parts', async ({
    page,
  }) => {
    await page.goto('/all?registreringsNummer=pd12345')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Deler til Volkswagen .*1\.6 TDI$/,
    )
    await expect(page.getByText('Registreringsnummer PD 12345')).toBeVisible()
    await expect(page.getByText('CLHA')).toBeVisible()
    await expect(page.getByText('77 kW / 105 hk')).toBeVisible()
    const parts = page.getByRole('region', { name: 'Deler', exact: true })
    await expect(parts.getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Bytt kjøretøy' })).toBeVisible()
  })

  test('a registration number two variants fit lets the user pick one', async ({ page }) => {
    await page.goto('/all?registreringsNummer=ar20170')
    const candidates = page.getByRole('region', {
      name: 'Flere varianter passer til dette registreringsnummeret',
    })
    await expect(candidates.getByRole('link')).toHaveCount(2)
    await expect(candidates.getByRole('link', { name: /CRBC$/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await candidates.getByRole('link', { name: /N\/A$/ }).click()
    await expect(page).toHaveURL(/motorID=320511/)
    await expect(candidates.getByRole('link', { name: /N\/A$/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('an unknown plate says no car was found, a malformed one says why', async ({ page }) => {
    await page.goto('/all?registreringsNummer=zz99999')
    await expect(page.getByRole('alert')).toContainText(
      'Vi fant ingen bil med dette registreringsnummeret.',
    )
    await page.goto('/all?registreringsNummer=abc-12345678')
    await expect(page.getByRole('alert')).toContainText(
      'Dette er ikke et gyldig registreringsnummer.',
    )
  })
})

test.describe('finding a vehicle offline', () => {
  test('a plate looked up before resolves without network; an unknown one says a connection is needed', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    const box = page.getByRole('combobox', { name: 'Skiltnummer, delenummer eller del' })
    await box.fill('PD 12345')
    const search = page.getByRole('search').getByRole('button', { name: 'Søk', exact: true })
    await expect(search).toBeEnabled()
    await search.click()
    await expect(page).toHaveURL(/\/all\?registreringsNummer=pd12345$/)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(/^Deler til Volkswagen .*1\.6 TDI$/)
    await expect(
      page.getByRole('region', { name: 'Deler', exact: true }).getByRole('article').first(),
    ).toBeVisible()
    await waitForSavedQuery(page, '"by-registration","PD12345"')

    await context.setOffline(true)
    await page.reload()
    await expect(heading).toHaveText(/^Deler til Volkswagen .*1\.6 TDI$/)
    await expect(
      page.getByRole('region', { name: 'Deler', exact: true }).getByRole('article').first(),
    ).toBeVisible()

    // The same plate typed again in the header resolves from the device.
    await box.fill('pd12345')
    await expect(search).toBeEnabled()
    // A plate never looked up cannot be answered offline, and the box says why.
    await box.fill('EK 39085')
    await expect(
      page.getByText(
        'Du er uten nett, og dette registreringsnummeret er ikke slått opp på denne enheten før.',
      ),
    ).toBeVisible()
    await expect(search).toBeDisabled()
  })
})
