import { expect, type Page, test } from '@playwright/test'

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 800 }

/** The header box, unfolded first on a phone. */
async function headerBox(page: Page) {
  const box = page.getByRole('combobox', { name: 'Skiltnummer, delenummer eller del' })
  const unfold = page.getByRole('button', { name: 'Åpne søket' })
  if (await unfold.isVisible()) await unfold.click()
  await expect(box).toBeVisible()
  return box
}

for (const [device, viewport] of [
  ['a laptop', LAPTOP],
  ['a phone', PHONE],
] as const) {
  test.describe(`the header search box on ${device}`, () => {
    test.beforeEach(({ page }) => page.setViewportSize(viewport))

    test("typing 'bremse' shows products and categories, and arrows with Enter open one", async ({
      page,
    }) => {
      await page.goto('/')
      const box = await headerBox(page)
      // The real box (it names its listbox), not the stand-in: handing over has header-search.test.tsx.
      await expect(box).toHaveAttribute('aria-controls', /.+/)
      await box.pressSequentially('bremse', { delay: 40 })
      const listbox = page.getByRole('listbox', { name: 'Forslag' })
      await expect(listbox.getByRole('group', { name: 'Produkter' })).toBeVisible()
      const categories = listbox.getByRole('group', { name: 'Kategorier' }).getByRole('option')
      await expect(categories.first()).toBeVisible()
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      const first = listbox.getByRole('option').first()
      await box.press('ArrowDown')
      await expect(first).toHaveAttribute('aria-selected', 'true')
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await first.getAttribute('id')) ?? '',
      )
      await box.press('Enter')
      await expect(page).toHaveURL(/\/products\/[^/]+$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    test('Enter on words leads to the results for them', async ({ page }) => {
      await page.goto('/')
      const box = await headerBox(page)
      await box.fill('bremseklosser')
      await box.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=bremseklosser$/)
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    })

    test('a plate still leads to its car, a part number to the article results', async ({
      page,
    }) => {
      await page.goto('/')
      const box = await headerBox(page)
      await box.fill('PD 12345')
      const search = page.getByRole('search').getByRole('button', { name: 'Søk', exact: true })
      await expect(search).toBeEnabled()
      await box.press('Enter')
      await expect(page).toHaveURL(/\/all\?registreringsNummer=pd12345$/)

      const again = await headerBox(page)
      await again.fill('0 986 494 399')
      await again.press('Enter')
      await expect(page).toHaveURL(/\/catalog\/article\?n=0(\+|%20)986(\+|%20)494(\+|%20)399$/)
    })
  })
}

test("Enter at once opens a pasted or fast-typed plate, and shows a pasted VIN's engines by model and years", async ({
  page,
}) => {
  await page.goto('/')
  const box = await headerBox(page)
  await expect(box).toHaveAttribute('aria-controls', /.+/)
  // A paste is one input event; Enter follows before the typing pause has ended.
  await box.fill('PD 12345')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/all\?registreringsNummer=pd12345$/)

  await box.fill('')
  await box.pressSequentially('DN 12345', { delay: 0 })
  await box.press('Enter')
  await expect(page).toHaveURL(/\/all\?registreringsNummer=dn12345$/)

  await box.fill('WVWZZZAUZEW123456')
  await box.press('Enter')
  await expect(
    page.getByText('VIN-nummeret passer til flere motorer: velg din i listen.'),
  ).toBeVisible()
  const vehicles = page
    .getByRole('listbox', { name: 'Forslag' })
    .getByRole('group', { name: 'Kjøretøy' })
    .getByRole('option')
  await expect(vehicles.first()).toHaveText(/^Volkswagen Golf VII .+ \(\d{4}–\d{4}\)$/)
  const names = await vehicles.allTextContents()
  expect(new Set(names).size).toBe(names.length)
  await vehicles
    .filter({ hasText: /^Volkswagen Golf VII 1\.6 TDI 77 kW CLHA \(2012–2017\)$/ })
    .click()
  await expect(page).toHaveURL(/\/all\?motorID=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Deler til Volkswagen Golf VII.* 1\.6 TDI$/,
  )
})

test('a search run before is offered in the empty box and runs again when picked', async ({
  page,
}) => {
  await page.goto('/')
  const box = await headerBox(page)
  await box.fill('viskerblad')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=viskerblad$/)
  await page.goto('/')
  const empty = await headerBox(page)
  await empty.click()
  const recent = page
    .getByRole('listbox', { name: 'Forslag' })
    .getByRole('group', { name: 'Siste søk' })
  await recent.getByRole('option', { name: 'viskerblad' }).click()
  await expect(page).toHaveURL(/\/search\?q=viskerblad$/)
})
