import { expect, type Locator, type Page, test } from '@playwright/test'
import { cutNetwork, waitForSavedQuery, waitForServiceWorkerControl } from './offline-helpers'

/** Chooses the first option of a select whose text matches, once the select is enabled. */
async function choose(select: Locator, text: RegExp) {
  await expect(select).toBeEnabled()
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value')
  if (!value) throw new Error(`no option ${text}`)
  await select.selectOption(value)
}

const parts = (page: Page) => page.getByRole('region', { name: 'Deler', exact: true })

/** The number of parts a list says it has ("111 deler"). */
async function partCount(page: Page): Promise<number> {
  const text = await parts(page)
    .getByText(/^[\d\s]+\+? deler?$/)
    .textContent()
  return Number((text ?? '').replace(/\D/g, ''))
}

test.describe('more ways to the vehicle', () => {
  test("the front page's ways in open their finders, and a VIN typed there finds the car and leads to its parts", async ({
    page,
  }) => {
    await page.goto('/')
    const waysIn = page.getByRole('list', { name: 'Måter å finne deler på' })
    await waysIn.getByRole('button', { name: 'Registreringsnummer' }).click()
    const popup = page.getByRole('dialog')
    await expect(popup.getByRole('textbox', { name: 'Registreringsnummer' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popup).toHaveCount(0)

    await waysIn.getByRole('button', { name: 'Understellsnummer (VIN)' }).click()
    const vin = page.getByRole('textbox', { name: 'Understellsnummer (VIN)' })
    await expect(vin).toBeFocused()
    await page.keyboard.type('wvwzzzauzew123456', { delay: 20 })
    await expect(
      page.getByText(/^Kjøretøy funnet: Volkswagen, årsmodell (1984 \/ )?2014$/),
    ).toBeVisible()
    await page
      .getByRole('group', { name: 'Velg motor' })
      .getByRole('radio', { name: /1\.6 TDI.*CLHA/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/all\?motorID=\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Deler til Volkswagen Golf VII.* 1\.6 TDI$/,
    )
    await expect(parts(page).getByRole('article').first()).toBeVisible()
  })

  test('a VIN with a letter no VIN has says so, and clearing it clears the answer', async ({
    page,
  }) => {
    await page.goto('/')
    const vin = page.getByRole('textbox', { name: 'Understellsnummer (VIN)' })
    await vin.fill('WVWZZZAUZEW12345O')
    await expect(page.getByText(/Fant ikke kjøretøy med dette VIN-nummeret/)).toBeVisible()
    await expect(page.getByText(/inneholder aldri I, O eller Q/)).toBeVisible()
    await vin.fill('')
    await expect(page.getByText(/Fant ikke kjøretøy/)).toBeHidden()
  })

  test('a part search marks what fits the current vehicle and can show only those parts', async ({
    page,
  }) => {
    await page.goto('/all?motorID=320507')
    await page.getByRole('button', { name: 'Lagre i garasjen' }).click()
    await expect(page.getByText('Din valgte bil – lagret i garasjen')).toBeVisible()

    await page.goto('/catalog/article?n=oljefilter')
    await expect(parts(page).getByRole('article').first()).toBeVisible()
    const all = await partCount(page)
    const cards = await parts(page).getByRole('article').count()
    await expect(parts(page).locator('.fitment')).toHaveCount(cards)

    await page.getByRole('link', { name: /^Vis bare deler som passer Volkswagen Golf VII/ }).click()
    await expect(page).toHaveURL(/filter_vehicle=320507/)
    await expect(page.getByText(/^Bare deler som passer Volkswagen Golf VII/)).toBeVisible()
    await expect.poll(() => partCount(page)).toBeLessThan(all)
    expect(await partCount(page)).toBeGreaterThan(0)
    // Every part listed fits: the list is the vehicle's, so no part needs a badge.
    await expect(parts(page).locator('.fitment')).toHaveCount(0)

    await page.getByRole('link', { name: 'Vis alle deler' }).click()
    await expect.poll(() => partCount(page)).toBe(all)
  })

  test('on a phone a plate leads to brake pads on the first screen, its car becomes the current one, and the search folds behind a button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const box = page.getByRole('combobox', { name: 'Skiltnummer, delenummer eller del' })
    await expect(box).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Åpne søket' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(box).toBeVisible()
    await expect(box).toBeFocused()
    await box.fill('EK 39085')
    await expect(
      page.getByRole('search').getByRole('button', { name: 'Søk', exact: true }),
    ).toBeEnabled()
    await box.press('Enter')
    await expect(page).toHaveURL(/\/all\?registreringsNummer=ek(%20)?39085$/)

    // Brake pads for the car: its categories only, and the parts on the first screen.
    const categories = page.getByRole('navigation', { name: 'Delekategorier' })
    await categories.getByRole('link', { name: /^Bremser \(\d+\)$/ }).click()
    await categories.getByRole('link', { name: /^Bremseklosser \(\d+\)$/ }).click()
    await expect(page).toHaveURL(/category=bremseklosser/)
    await expect(page.getByRole('heading', { name: 'Deler', exact: true })).toBeFocused()
    const firstPad = parts(page).getByRole('article').first()
    await expect(firstPad).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect((await firstPad.boundingBox())?.y).toBeLessThan(844)
    await expect(page.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(categories.locator('[aria-current="page"]')).toHaveText(/^Bremseklosser/)
    // An electric car: no oil filters, no spark plugs, nothing counting zero, shown or not.
    await expect(categories.locator('a', { hasText: /Oljefilter|Tennplugger/ })).toHaveCount(0)
    const counts = await categories.locator('.category-links__count').allTextContents()
    expect(counts.filter((count) => Number(count.replace(/\D/g, '')) === 0)).toEqual([])
    const heights = await categories
      .locator('a')
      .evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => link.getBoundingClientRect().height),
      )
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24)
    // The plate's car is the current vehicle: the product page knows it.
    await firstPad.getByRole('link').first().click()
    await expect(page.getByText(/^Din bil: Volkswagen .*e-Golf$/)).toBeVisible()
    await page.goBack()

    await page
      .getByRole('button', { name: /^Din bil: Volkswagen .*e-Golf\. Åpne garasjen$/ })
      .click()
    await expect(page.getByRole('dialog', { name: 'Garasjen din' })).toBeVisible()
    await page.keyboard.press('Escape')

    // The slide-in menu: the language panel stacks on top, and 'Produkter' opens the finder.
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeHidden()
    await page.getByRole('button', { name: 'Meny', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Meny' })
    await menu.getByRole('button', { name: /^Språk/ }).click()
    const languages = page.getByRole('dialog', { name: 'Språk' })
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      /^\/en\/all/,
    )
    await languages.getByRole('button', { name: 'Tilbake til menyen' }).click()
    await menu.getByRole('button', { name: 'Produkter' }).click()
    await expect(menu).toBeHidden()
    await expect(page.getByRole('dialog', { name: 'Finn deler' })).toBeVisible()
  })

  test('without network the vehicle form offers the choices seen before and leads to the parts', async ({
    page,
    context,
  }) => {
    const pick = async () => {
      const finder = page.getByRole('region', { name: 'Finn deler til bilen din' })
      await choose(finder.getByRole('combobox', { name: 'Årsmodell', exact: true }), /^2016$/)
      await choose(finder.getByRole('combobox', { name: 'Merke', exact: true }), /^Volkswagen$/)
      await choose(finder.getByRole('combobox', { name: 'Modell', exact: true }), /^Golf VII \(5G1/)
      await choose(
        finder.getByRole('combobox', { name: 'Motor', exact: true }),
        /^1\.6 TDI, .*CLHA$/,
      )
      await expect(page).toHaveURL(/\/all\?motorID=320507$/)
      await expect(parts(page).getByRole('article').first()).toBeVisible()
    }
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    await pick()
    // Every choice the form will need offline is saved on the device first.
    await waitForSavedQuery(page, '"makes"')
    await waitForSavedQuery(page, '"models"')
    await waitForSavedQuery(page, '"engines"')
    await waitForSavedQuery(page, '"parts"')
    await waitForSavedQuery(page, '"variants"')

    const network = await cutNetwork(context)
    await page.goto('/')
    await pick()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Deler til Volkswagen Golf VII/,
    )
    await network.restore()
  })
})
