import { expect, type Locator, type Page, test } from '@playwright/test'
import { cutNetwork, waitForServiceWorkerControl } from './offline-helpers'

/** The Golf VII 1.6 TDI's parts: a listing with wishlist and compare buttons on every card. */
const PARTS = '/all?motorID=320507'

function shop(page: Page) {
  return page.getByRole('navigation', { name: 'Din butikk' })
}

function wishlistLink(page: Page) {
  return shop(page).getByRole('link', { name: /^Ønskeliste/ })
}

function compareLink(page: Page) {
  return shop(page).getByRole('link', { name: /^Sammenlign/ })
}

function toasts(page: Page) {
  return page.getByRole('status', { name: 'Varsler' })
}

/** Presses a card's toggle and waits for the 250 ms pause to end in the pressed state. */
async function press(button: Locator) {
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(button).not.toHaveAttribute('aria-disabled')
}

test.describe('wishlist and compare', () => {
  test('two parts on the wishlist and in the compare list, kept after a reload and offline, in the chosen currency', async ({
    page,
    context,
  }) => {
    await page.goto(PARTS)
    await waitForServiceWorkerControl(page)
    const cards = page.getByRole('region', { name: 'Deler', exact: true }).getByRole('article')
    await expect(cards.nth(1)).toBeVisible()
    const names = [
      (await cards.nth(0).getByRole('heading').textContent()) ?? '',
      (await cards.nth(1).getByRole('heading').textContent()) ?? '',
    ]
    await expect(wishlistLink(page)).toHaveAccessibleName('Ønskeliste 0 varer')

    // Wishlist: pending for 250 ms, then pressed, counted and announced.
    await press(cards.nth(0).getByRole('button', { name: /^Legg i ønskeliste: / }))
    const added = toasts(page).getByText('Lagt til i ønskelisten')
    await expect(added).toBeVisible()
    const shownAt = Date.now()
    await page.mouse.move(0, 0)
    await press(cards.nth(1).getByRole('button', { name: /^Legg i ønskeliste: / }))
    await expect(wishlistLink(page)).toHaveAccessibleName('Ønskeliste 2 varer')

    // Compare: the same, with its own toast and counter.
    await press(cards.nth(0).getByRole('button', { name: /^Sammenlign: / }))
    await expect(toasts(page).getByText('Lagt til for sammenligning')).toBeVisible()
    await press(cards.nth(1).getByRole('button', { name: /^Sammenlign: / }))
    await expect(compareLink(page)).toHaveAccessibleName('Sammenlign 2 varer')

    // Toasts close by themselves after 5 s (spec §9).
    await page.mouse.move(0, 0)
    await expect(added.first()).toBeHidden({ timeout: 8_000 })
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_500)
    await expect(toasts(page).getByText('Lagt til for sammenligning')).toHaveCount(0, {
      timeout: 8_000,
    })

    // Currency: euros on every price, kept after a reload.
    const price = cards.nth(0).locator('.part-card__price')
    await expect(price).toContainText('kr')
    await page.getByRole('combobox', { name: 'Valuta' }).selectOption('EUR')
    await expect(price).toContainText('€')
    await expect(price).not.toContainText('kr')

    await page.reload()
    await expect(wishlistLink(page)).toHaveAccessibleName('Ønskeliste 2 varer')
    await expect(compareLink(page)).toHaveAccessibleName('Sammenlign 2 varer')
    await expect(page.getByRole('combobox', { name: 'Valuta' })).toHaveValue('EUR')
    await expect(cards.nth(0).locator('.part-card__price')).toContainText('€')
    await expect(
      cards.nth(0).getByRole('button', { name: /^Legg i ønskeliste: / }),
    ).toHaveAttribute('aria-pressed', 'true')

    // Offline: both pages come from the device.
    const network = await cutNetwork(context)
    await wishlistLink(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ønskeliste' })).toBeVisible()
    const kept = page.getByRole('main').getByRole('article')
    await expect(kept).toHaveCount(2)
    await expect(kept.getByRole('heading', { level: 2 })).toHaveText(names)
    await expect(kept.first()).toContainText('€')

    await compareLink(page).click()
    const table = page.getByRole('table', { name: 'Produktene side om side' })
    await expect(table.getByRole('columnheader')).toHaveText(names)
    await expect(table.getByRole('rowheader', { name: 'Pris' })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: 'Varenummer' })).toBeVisible()

    // A reload without network still shows the comparison.
    await page.reload()
    await expect(table.getByRole('columnheader')).toHaveText(names)

    // Removing works offline too, after the pause.
    await table
      .getByRole('button', { name: /^Fjern fra sammenligningen: / })
      .first()
      .click()
    await expect(table.getByRole('columnheader')).toHaveCount(1)
    await expect(compareLink(page)).toHaveAccessibleName('Sammenlign 1 vare')
    await network.restore()
  })

  test('the empty pages say what to do', async ({ page }) => {
    await page.goto('/wishlist')
    await expect(page.getByText('Ønskelisten din er tom.')).toBeVisible()
    await page.goto('/compare')
    await expect(page.getByText('Ingenting å sammenligne ennå.')).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})
