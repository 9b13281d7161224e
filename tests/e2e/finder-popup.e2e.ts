import { expect, type Locator, type Page, test } from '@playwright/test'
import { waitForSavedQuery, waitForServiceWorkerControl } from './offline-helpers'

/** Chooses the first option of a select whose text matches, once the select is enabled. */
async function choose(select: Locator, text: RegExp) {
  await expect(select).toBeEnabled()
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value')
  if (!value) throw new Error(`no option ${text}`)
  await select.selectOption(value)
}

/** Opens the finder popup from the header's 'Produkter' in the main menu. */
async function openFromHeader(page: Page) {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('button', { name: 'Produkter', exact: true })
    .click()
  const popup = page.getByRole('dialog', { name: 'Finn deler' })
  await expect(popup).toBeVisible()
  return popup
}

const parts = (page: Page) => page.getByRole('region', { name: 'Deler', exact: true })

test.describe('the finder popup', () => {
  test('Produkter in the header opens the popup, and a demo plate opens that car and its parts', async ({
    page,
  }) => {
    const popup = await openFromHeader(page)
    await expect(popup.getByRole('tab', { selected: true })).toHaveText(
      'Søk på registreringsnummer',
    )
    await expect(popup.getByRole('tab')).toHaveText([
      'Søk på registreringsnummer',
      'Merke og modell',
    ])
    const plate = popup.getByRole('textbox', { name: 'Registreringsnummer' })
    await expect(plate).toBeFocused()
    await plate.fill('PD 12345')
    await popup.getByRole('button', { name: 'Søk', exact: true }).click()

    await expect(page).toHaveURL(/\/all\?registreringsNummer=pd12345$/)
    await expect(popup).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Deler til Volkswagen .*1\.6 TDI$/,
    )
    await expect(parts(page).getByRole('article').first()).toBeVisible()
  })

  test('Escape closes the popup and gives focus back to Produkter', async ({ page }) => {
    const popup = await openFromHeader(page)
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    await expect(page.getByRole('button', { name: 'Produkter', exact: true })).toBeFocused()
  })

  test('brand, model and engine on the brand and model tab open the parts of that engine', async ({
    page,
  }) => {
    const popup = await openFromHeader(page)
    await popup.getByRole('tab', { selected: true }).press('ArrowRight')
    await expect(popup.getByRole('tab', { selected: true })).toHaveText('Merke og modell')
    await expect(popup.getByRole('combobox', { name: 'Årsmodell' })).toHaveCount(0)
    await choose(popup.getByRole('combobox', { name: 'Merke', exact: true }), /^Volkswagen$/)
    await choose(popup.getByRole('combobox', { name: 'Modell', exact: true }), /^Golf VII \(5G1/)
    await choose(popup.getByRole('combobox', { name: 'Motor', exact: true }), /^1\.6 TDI, .*CLHA$/)
    await popup.getByRole('button', { name: 'Søk', exact: true }).click()

    await expect(page).toHaveURL(/\/all\?motorID=\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Deler til Volkswagen Golf VII (5G1, BQ1, BE1, BE2) 1.6 TDI',
    )
    await expect(parts(page).getByRole('article').first()).toBeVisible()
  })

  test('searching with nothing chosen asks for brand, model and engine at their selects', async ({
    page,
  }) => {
    const popup = await openFromHeader(page)
    await popup.getByRole('tab', { name: 'Merke og modell' }).click()
    const brand = popup.getByRole('combobox', { name: 'Merke', exact: true })
    await expect(brand).toBeEnabled()
    await popup.getByRole('button', { name: 'Søk', exact: true }).click()

    await expect(popup.getByRole('alert')).toHaveText([
      'Velg et merke.',
      'Velg en modell.',
      'Velg en motor.',
    ])
    await expect(brand).toHaveAttribute('aria-invalid', 'true')
    await expect(brand).toHaveAccessibleDescription('Velg et merke.')
    // Enter on a select submits too, and nothing else happens until brand, model and engine are chosen.
    await brand.press('Enter')
    await expect(popup).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the part-number popup on the front page finds an article of the demo catalogue', async ({
    page,
    request,
  }) => {
    const listing = await (await request.get('/api/tecdoc/get-products?perPage=1')).json()
    const number: string = listing.articles[0].articleNumber
    const name: string = listing.articles[0].articleName

    await page.goto('/')
    await page.getByRole('button', { name: 'Søk på varenummer' }).click()
    const popup = page.getByRole('dialog', { name: 'Finn deler' })
    await expect(popup.getByRole('tab')).toHaveText(['Merke og modell', 'På varenummer'])
    await popup.getByRole('tab', { name: 'På varenummer' }).click()
    await popup.getByRole('textbox', { name: 'Varenummer' }).fill(number)
    await popup.getByRole('textbox', { name: 'Varenummer' }).press('Enter')

    await expect(page).toHaveURL(/\/catalog\/article\?n=/)
    expect(new URL(page.url()).searchParams.get('n')?.replace(/^"|"$/g, '')).toBe(number)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Treff for varenummer ${number}`,
    )
    const card = parts(page).getByRole('article', { name }).first()
    await expect(card).toContainText(`Artikkelnummer ${number}`)

    // The maker's OE number, typed without its spaces, finds the same article.
    const oe: string = listing.articles[0].oeNumbers[0].number.replace(/\s/g, '')
    await page.goto('/')
    await page.getByRole('button', { name: 'Søk på varenummer' }).click()
    await popup.getByRole('tab', { name: 'På varenummer' }).click()
    await popup.getByRole('textbox', { name: 'Varenummer' }).fill(oe)
    await popup.getByRole('textbox', { name: 'Varenummer' }).press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Treff for varenummer ${oe}`)
    await expect(parts(page).getByRole('article', { name }).first()).toContainText(
      `Artikkelnummer ${number}`,
    )
  })

  test('an unknown part number says no products were found and keeps the popup open', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Søk på varenummer' }).click()
    const popup = page.getByRole('dialog', { name: 'Finn deler' })
    await popup.getByRole('tab', { name: 'På varenummer' }).click()
    const box = popup.getByRole('textbox', { name: 'Varenummer' })
    await box.fill('ZZ-000-NOPE')
    await popup.getByRole('button', { name: 'Søk', exact: true }).click()

    await expect(popup.getByRole('alert')).toHaveText('Ingen produkter funnet.')
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('the finder popup offline', () => {
  test('a part number searched before is found again without network; a new one says a connection is needed', async ({
    page,
    context,
    request,
  }) => {
    const listing = await (await request.get('/api/tecdoc/get-products?perPage=1&page=3')).json()
    const number: string = listing.articles[0].articleNumber
    const searchPartNumber = async (typed: string) => {
      await page.getByRole('button', { name: 'Søk på varenummer' }).click()
      const popup = page.getByRole('dialog', { name: 'Finn deler' })
      await popup.getByRole('tab', { name: 'På varenummer' }).click()
      await popup.getByRole('textbox', { name: 'Varenummer' }).fill(typed)
      await popup.getByRole('button', { name: 'Søk', exact: true }).click()
      return popup
    }

    await page.goto('/')
    await waitForServiceWorkerControl(page)
    await searchPartNumber(number)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Treff for varenummer ${number}`,
    )
    await expect(parts(page).getByRole('article').first()).toBeVisible()
    await waitForSavedQuery(page, '"by-number"')
    await waitForSavedQuery(page, '"search"')

    await context.setOffline(true)
    await page.goto('/')
    await searchPartNumber(number)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Treff for varenummer ${number}`,
    )
    await expect(parts(page).getByRole('article').first()).toBeVisible()

    await page.goto('/')
    const popup = await searchPartNumber('ZZ-000-NOPE')
    await expect(popup.getByRole('alert')).toHaveText(
      'Du er uten nett, og dette søket er ikke gjort på denne enheten før. Koble til Internett og prøv igjen.',
    )
  })
})

test.describe('search result pages', () => {
  test('/catalog with brand, model and engine shows the parts of that engine', async ({
    page,
    request,
  }) => {
    const plate = await request.get(
      '/api/tecdoc/search-by-registration-number?registrationNumber=PD12345',
    )
    const { manuId, modelId, carId } = (await plate.json()).data
    await page.goto(`/catalog?brand=${manuId}&model=${modelId}&engine=${carId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Deler til Volkswagen .*1\.6 TDI$/,
    )
    await expect(parts(page).getByRole('article').first()).toBeVisible()
  })

  test('/catalog without an engine offers brand, model and engine and then lists its parts', async ({
    page,
  }) => {
    await page.goto('/catalog')
    // The shop (its categories) first, the search by vehicle below them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nettbutikk')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Finn deler etter kjøretøy' }),
    ).toBeVisible()
    const main = page.getByRole('main')
    await choose(main.getByRole('combobox', { name: 'Merke', exact: true }), /^Volkswagen$/)
    await choose(main.getByRole('combobox', { name: 'Modell', exact: true }), /^Golf VII \(5G1/)
    await choose(main.getByRole('combobox', { name: 'Motor', exact: true }), /^1\.6 TDI, .*CLHA$/)
    await expect(page).toHaveURL(/\/catalog\?brand=\d+&model=\d+&engine=\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Deler til Volkswagen Golf VII (5G1, BQ1, BE1, BE2) 1.6 TDI',
    )
    await expect(parts(page).getByRole('article').first()).toBeVisible()
  })

  test('/catalog/article is the 404 page for a number nobody sells, searched from the page', async ({
    page,
  }) => {
    await page.goto('/catalog/article?n=17086')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText('Treff for varenummer 17086')
    const main = page.getByRole('main')
    await main.getByRole('textbox', { name: 'Varenummer' }).fill('ZZ-000-NOPE')
    await main.getByRole('button', { name: 'Søk', exact: true }).click()
    await expect(page).toHaveURL(/\/catalog\/article\?n=ZZ-000-NOPE$/)
    await expect(heading).toHaveText('Fant ingen deler med varenummer ZZ-000-NOPE')
  })
})
