import { expect, type Page, test } from '@playwright/test'
import { addGolf, GOLF_16_TDI, garageButton } from './garage-helpers'
import { cutNetwork, waitForServiceWorkerControl } from './offline-helpers'
import { signUpOnDevice } from './account-helpers'

async function accountGarage(page: Page, token: string): Promise<number[]> {
  const response = await page.request.get('/api/garage', { headers: { Authorization: token } })
  expect(response.status()).toBe(200)
  const body: { items: { id: number }[] } = await response.json()
  return body.items.map((item) => item.id)
}

test.describe('the garage', () => {
  test('a vehicle added in the picker is kept, selected, survives a reload and can be removed', async ({
    page,
  }) => {
    await page.goto('/')
    await garageButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Legg til kjøretøy' })
    await expect(dialog).toBeVisible()
    await addGolf(dialog)

    // 'Add vehicle' saves and returns to the list, where the new vehicle is the current one.
    const garage = page.getByRole('dialog', { name: 'Garasjen din' })
    const list = garage.getByRole('list', { name: 'Kjøretøyene dine' })
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expect(list.getByRole('button', { name: 'Vis deler for alle kjøretøy' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    const select = list.getByRole('button', { name: /^Velg Volkswagen Golf VII .*1\.6 TDI$/ })
    await expect(select).toHaveAttribute('aria-pressed', 'true')
    await select.click()
    await expect(garage).toBeHidden()
    await expect(page).toHaveURL(/\/all\?motorID=320507$/)
    await expect(page.getByText('Din valgte bil – lagret i garasjen')).toBeVisible()
    await expect(garageButton(page)).toHaveAccessibleName(/^Din bil: Volkswagen Golf VII/)

    await page.reload()
    await expect(garageButton(page)).toHaveAccessibleName(/^Din bil: Volkswagen Golf VII/)
    await garageButton(page).click()
    await expect(list.getByRole('listitem')).toHaveCount(2)

    // 'All vehicles' keeps the vehicle but makes none current.
    await list.getByRole('button', { name: 'Vis deler for alle kjøretøy' }).click()
    await expect(garageButton(page)).toHaveAccessibleName('Velg kjøretøy')
    await garageButton(page).click()
    await list.getByRole('button', { name: /^Fjern Volkswagen Golf VII/ }).click()
    // With nothing kept, the picker shows the form again.
    await expect(page.getByRole('dialog', { name: 'Legg til kjøretøy' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.reload()
    await garageButton(page).click()
    await expect(page.getByRole('dialog', { name: 'Legg til kjøretøy' })).toBeVisible()
  })

  test("another vehicle's parts say whether they fit the current vehicle", async ({ page }) => {
    await page.goto('/all?motorID=320507')
    await page.getByRole('button', { name: 'Lagre i garasjen' }).click()
    await expect(page.getByText('Din valgte bil – lagret i garasjen')).toBeVisible()
    const parts = page.getByRole('region', { name: 'Deler', exact: true })
    await expect(parts.getByRole('article').first()).toBeVisible()
    // The current vehicle's own parts need no badge.
    await expect(parts.getByText(/^(✓ |✕ )?Passer (din bil|ikke)/)).toHaveCount(0)

    // Another car by its id: a plate search would make that car the current one.
    await page.goto('/all?motorID=320510')
    await expect(parts.getByRole('article').first()).toBeVisible()
    const cards = await parts.getByRole('article').count()
    await expect(parts.locator('.fitment')).toHaveCount(cards)
    await expect(
      parts.getByText('Passer din bil').or(parts.getByText('Passer ikke')).first(),
    ).toBeVisible()
  })

  test('the garage follows the account when signed in, also for changes made offline', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    const token = await signUpOnDevice(page, 'garage')
    await page.reload()

    await garageButton(page).click()
    await addGolf(page.getByRole('dialog', { name: 'Legg til kjøretøy' }))
    const garage = page.getByRole('dialog', { name: 'Garasjen din' })
    await expect(garage.getByRole('list', { name: 'Kjøretøyene dine' })).toBeVisible()
    await expect.poll(() => accountGarage(page, token)).toEqual([320507])

    // Offline, a removal is kept on the device and waits for the network.
    const network = await cutNetwork(context)
    await garage.getByRole('button', { name: /^Fjern Volkswagen Golf VII/ }).click()
    await page.keyboard.press('Escape')
    await page.goto('/account/garage')
    await expect(page.getByRole('heading', { name: 'Garasjen din', level: 1 })).toBeVisible()
    await expect(page.getByText(/1 endring er lagret på denne enheten/)).toBeVisible()
    expect(await accountGarage(page, token)).toEqual([320507])

    await network.restore()
    await expect.poll(() => accountGarage(page, token)).toEqual([])
    await expect(page.getByText(/lagret på denne enheten/)).toBeHidden()
  })

  test('a vehicle kept on the account appears on a new device after sign-in', async ({
    page,
    browser,
  }) => {
    await page.goto('/')
    const token = await signUpOnDevice(page, 'garage')
    const added = await page.request.post('/api/garage', {
      headers: { Authorization: token },
      data: { carId: 320507, year: 2016 },
    })
    expect(added.status()).toBe(201)

    const other = await browser.newContext()
    const phone = await other.newPage()
    await phone.goto('/')
    await phone.evaluate((value) => localStorage.setItem('jwtToken', value), token)
    await phone.goto('/account/garage')
    await expect(
      phone
        .getByRole('list', { name: 'Kjøretøyene dine' })
        .getByRole('button', { name: GOLF_16_TDI_SELECT }),
    ).toBeVisible()
    await other.close()
  })
})

const GOLF_16_TDI_SELECT = new RegExp(`^Velg ${GOLF_16_TDI.source.slice(1)}`)
