import { appendFile, readFile, writeFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { productSlug } from '../../src/domain/product-slug'

/** The built service worker the e2e server serves (see playwright.config.ts, STATIC_DIR). */
const SW_FILE = new URL(`../../${process.env.E2E_STATIC_DIR ?? 'dist'}/sw.js`, import.meta.url)

test.describe('update flow', () => {
  test('a new deploy is offered to the user and applied only when they accept; the cart survives the reload', async ({
    page,
  }) => {
    // Something in the cart first: an update must not lose it (scenario O6).
    const listing = await (
      await page.request.get('/api/tecdoc/get-products?perPage=16&lang=no')
    ).json()
    const article = listing.articles.find(
      (a: { available: boolean; price: number; discount: number }) =>
        a.available && a.price - a.discount > 0,
    )
    await page.goto(`/products/${productSlug(article)}`)
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await expect(cartButton(page)).toHaveAccessibleName(/^Handlekurv 1 vare/)
    await page.goto('/')
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready
      return navigator.serviceWorker.controller !== null
    })
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)

    const original = await readFile(SW_FILE)
    try {
      // "Deploy" a new version: the service worker script changes byte-wise.
      await appendFile(SW_FILE, `\n// deploy ${Date.now()}\n`)
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        await registration?.update()
      })

      const prompt = page
        .getByRole('status')
        .filter({ hasText: 'En ny versjon av butikken er klar.' })
      await expect(prompt).toBeVisible()
      // Nothing swapped silently: the old worker still controls the page.
      const stillWaiting = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return registration?.waiting !== null
      })
      expect(stillWaiting).toBe(true)

      const reloaded = page.waitForEvent('load')
      await prompt.getByRole('button', { name: 'Last inn på nytt' }).click()
      await reloaded
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Reservedeler til kjøretøyet ditt',
      )
      const waitingAfter = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return registration?.waiting ?? null
      })
      expect(waitingAfter).toBeNull()
      expect(firstWorker).toBeTruthy()
      await expect(cartButton(page)).toHaveAccessibleName(/^Handlekurv 1 vare/)
    } finally {
      await writeFile(SW_FILE, original)
    }
  })
})

test('a tab still running the old version finds its lazy chunks after another tab applied the update', async ({
  context,
}) => {
  const oldTab = await context.newPage()
  await oldTab.goto('/')
  await oldTab.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
  const original = await readFile(SW_FILE, 'utf8')
  // The about page's chunk, which the old tab has not loaded yet.
  const chunk = original.match(/assets\/about-us-[\w-]+\.js/)?.[0]
  if (!chunk) throw new Error('no about-us chunk in the precache manifest')
  try {
    // The new deploy no longer has that chunk: not in its precache, gone from the server.
    await writeFile(
      SW_FILE,
      `${original.replace(`{"revision":null,"url":"${chunk}"},`, '')}\n// deploy ${Date.now()}\n`,
    )
    await context.route(`**/${chunk}`, (route) => route.abort('failed'))

    const newTab = await context.newPage()
    await newTab.goto('/')
    await newTab.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
    const prompt = newTab
      .getByRole('status')
      .filter({ hasText: 'En ny versjon av butikken er klar.' })
    const reloaded = newTab.waitForEvent('load')
    await prompt.getByRole('button', { name: 'Last inn på nytt' }).click()
    await reloaded

    // The old tab, now under the new worker, opens a page whose chunk only the old version had.
    await oldTab.getByRole('link', { name: 'Om oss' }).first().click()
    await expect(oldTab.getByRole('heading', { level: 1 })).toHaveText('Om oss')
  } finally {
    await writeFile(SW_FILE, original)
    await context.unroute(`**/${chunk}`)
  }
})

function cartButton(page: Page) {
  return page
    .getByRole('navigation', { name: 'Din butikk' })
    .getByRole('button', { name: /^Handlekurv/ })
}
