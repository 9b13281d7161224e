/**
 * Offline in the workshop (issue 9 §1, §4): the offline banner and its count of changes
 * waiting, the health probe that finds a connection carrying nothing, the 'Installer appen'
 * offer, and the request to keep the device's data when a vehicle is saved.
 */
import { expect, type Page, test } from '@playwright/test'
import { productSlug } from '../../src/domain/product-slug'
import { addGolf, garageButton } from './garage-helpers'
import { cutNetwork, waitForServiceWorkerControl } from './offline-helpers'

/** The shopper's first tap on the page, once the app runs it (the install offer waits for one). */
async function engage(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
  await page.getByRole('heading', { level: 1 }).click()
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Du er frakoblet.' })

async function anArticle(page: Page) {
  const response = await page.request.get('/api/tecdoc/get-products?perPage=16&lang=no')
  const { articles } = await response.json()
  const sold = articles.find(
    (a: { available: boolean; price: number; discount: number }) =>
      a.available && a.price - a.discount > 0,
  )
  if (!sold) throw new Error('nothing sold on the first page')
  return sold as { articleNumber: string; articleName: string; mfrName: string; articleId: number }
}

test.describe('offline in the workshop', () => {
  test('the offline banner says what still works and counts the changes waiting; it goes when the network is back', async ({
    page,
    context,
  }) => {
    const article = await anArticle(page)
    await page.goto(`/products/${productSlug(article)}`)
    await waitForServiceWorkerControl(page)
    await expect(banner(page)).toBeHidden()

    const network = await cutNetwork(context)
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toContainText(
      'Deler du har sett, handlekurven og garasjen virker på denne enheten.',
    )
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await expect(banner(page)).toContainText('1 endring venter på nett.')

    await network.restore()
    await expect(banner(page)).toBeHidden({ timeout: 40_000 })
  })

  test('a connection that carries nothing while the browser says online is found by the health probe, and the cart goes out when it carries again', async ({
    page,
    context,
  }) => {
    const article = await anArticle(page)
    await page.goto(`/products/${productSlug(article)}`)
    await waitForServiceWorkerControl(page)

    // "Lie-fi": no offline event, but nothing reaches the server.
    await context.route('**/api/**', (route) => route.abort('connectionfailed'))
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await expect(banner(page)).toBeVisible({ timeout: 20_000 })
    await expect(banner(page)).toContainText('1 endring venter på nett.')

    const sent: string[] = []
    page.on('requestfinished', (request) => {
      if (/\/api\/cart\/(create|update)-cart/.test(request.url())) sent.push(request.url())
    })
    await context.unroute('**/api/**')
    // The next probe (2 s, then 4 s, …) finds the server; the cart sync replays at once.
    await expect(banner(page)).toBeHidden({ timeout: 30_000 })
    await expect.poll(() => sent.length, { timeout: 20_000 }).toBeGreaterThan(0)
  })

  test("'Installer appen' is offered when the browser offers to install and the shopper has tapped the page, and 'Ikke nå' is remembered", async ({
    page,
  }) => {
    await page.goto('/')
    const offer = page.getByRole('region', { name: 'Installer appen' })
    // Chromium offers it once the app qualifies; here the event is made as the browser makes it.
    const offerInstall = () =>
      page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
          prompt: () => Promise<void>
          userChoice: Promise<{ outcome: string }>
        }
        event.prompt = async () => {
          ;(window as unknown as { prompted: number }).prompted =
            ((window as unknown as { prompted?: number }).prompted ?? 0) + 1
        }
        event.userChoice = Promise.resolve({ outcome: 'accepted' })
        window.dispatchEvent(event)
        return event.defaultPrevented
      })
    expect(await offerInstall()).toBe(true)
    // Not over a page nobody has touched yet: the offer waits for the first tap.
    await page.waitForTimeout(500)
    await expect(offer).toBeHidden()
    await engage(page)
    await expect(offer).toBeVisible()
    await offer.getByRole('button', { name: 'Installer', exact: true }).click()
    await expect.poll(() => page.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1)
    await expect(offer).toBeHidden()

    expect(await offerInstall()).toBe(true)
    await offer.getByRole('button', { name: 'Ikke nå' }).click()
    await expect(offer).toBeHidden()
    await page.reload()
    await offerInstall()
    await engage(page)
    await page.waitForTimeout(500)
    await expect(offer).toBeHidden()
  })

  test('on an iPhone the shop hints how to add it to the home screen, and remembers "Ikke nå"', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'nb-NO',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    })
    const page = await context.newPage()
    await page.goto('/')
    const offer = page.getByRole('region', { name: 'Installer appen' })
    await engage(page)
    await expect(offer).toContainText('Trykk på Del-knappen og velg «Legg til på Hjem-skjerm».')
    await expect(offer.getByRole('button', { name: 'Installer', exact: true })).toHaveCount(0)
    await offer.getByRole('button', { name: 'Ikke nå' }).click()
    await page.reload()
    await engage(page)
    await page.waitForTimeout(500)
    await expect(offer).toBeHidden()
    await context.close()
  })

  test('saving a vehicle asks the browser to keep the shop’s data on the device', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls = { persist: 0 }
      ;(window as unknown as { storageCalls: typeof calls }).storageCalls = calls
      const original = navigator.storage.persist.bind(navigator.storage)
      navigator.storage.persist = () => {
        calls.persist += 1
        return original()
      }
    })
    await page.goto('/')
    await garageButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Legg til kjøretøy' })
    const persistCalls = () =>
      page.evaluate(
        () => (window as unknown as { storageCalls: { persist: number } }).storageCalls.persist,
      )
    expect(await persistCalls()).toBe(0)
    await addGolf(dialog)
    await expect(page.getByRole('dialog', { name: 'Garasjen din' })).toBeVisible()
    await expect.poll(persistCalls).toBe(1)
  })

  test('the home-screen shortcut "Søk på skilt" opens the front page with the cursor in the registration box', async ({
    page,
  }) => {
    await page.goto('/?focus=plate')
    await expect(page.locator('.search-box input')).toBeFocused({ timeout: 15_000 })
  })

  test('on a slow line that stalls (400 kbps, 400 ms, a 10 s stall) parts seen before show within about 3 s (scenario O7)', async ({
    page,
    context,
  }) => {
    await page.goto('/all?motorID=320507')
    await waitForServiceWorkerControl(page)
    const firstPart = page.getByRole('main').getByRole('listitem').getByRole('link').first()
    await expect(firstPart).toBeVisible()
    const name = await firstPart.textContent()

    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    })
    await context.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000))
      await route.continue().catch(() => {})
    })
    const started = Date.now()
    await page.reload()
    await expect(page.getByRole('link', { name: name ?? '' }).first()).toBeVisible({
      timeout: 5_000,
    })
    const shownAfterMs = Date.now() - started
    expect(shownAfterMs).toBeLessThan(5_000)
    // And nothing keeps spinning once the stall is over.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
    await context.unroute('**/api/**')
  })
})
