import { expect, test } from '@playwright/test'
import { scrollUntilVisible } from './scroll-helpers'

test.describe('the app shell', () => {
  test('the front page renders in Norwegian at /', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Reservedeler til kjøretøyet ditt',
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb')
    await expect(page.getByRole('link', { name: 'Hjem', exact: true })).toBeVisible()
  })

  test('the front page lists the demo catalogue categories from the server', async ({ page }) => {
    await page.goto('/')
    const categories = page.getByRole('region', { name: 'Kategorier' })
    await scrollUntilVisible(page, categories)
    await expect(categories.getByRole('heading', { name: 'Bremser', exact: true })).toBeVisible()
    await expect(categories.getByRole('heading', { name: 'Filter', exact: true })).toBeVisible()
    await page.goto('/en')
    const english = page.getByRole('region', { name: 'Categories' })
    await scrollUntilVisible(page, english)
    await expect(english.getByRole('heading', { name: 'Brakes', exact: true })).toBeVisible()
  })

  test('the front page renders in English at /en', async ({ page }) => {
    await page.goto('/en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spare parts for your vehicle')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible()
  })

  test('the language switch opens the same page in the other language', async ({ page }) => {
    await page.goto('/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om oss')
    await page.getByRole('navigation', { name: 'Språk' }).getByRole('link', { name: 'EN' }).click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'NO' })
      .click()
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om oss')
  })

  test('links inside an English page stay in English', async ({ page }) => {
    await page.goto('/en')
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'About us' })
      .click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
  })

  test('an unknown page shows the 404 page in the page language', async ({ page }) => {
    await page.goto('/finnes-ikke')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden')
    await page.goto('/en/does-not-exist')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  })

  test('the page loads without console errors or CSP violations', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/en/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(problems).toEqual([])
  })

  test('the preloader shows while the app starts and goes about 0.1 s after its first render', async ({
    page,
  }) => {
    // When the app's first content appears and when the preloader leaves, by the page's clock.
    await page.addInitScript(() => {
      const times = { rendered: 0, removed: 0 }
      Object.assign(window, { preloaderTimes: times })
      new MutationObserver(() => {
        const root = document.getElementById('root')
        if (!times.rendered && root?.firstChild) times.rendered = performance.now()
        if (times.rendered && !times.removed && !document.getElementById('preloader'))
          times.removed = performance.now()
      }).observe(document, { childList: true, subtree: true })
    })
    // Hold the app's code back until the preloader has been seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/*.js', async (route) => {
      await held
      await route.continue()
    })
    // (The cart is a device page: its first HTML is the plain shell, not drawn on the server.)
    await page.goto('/cart', { waitUntil: 'commit' })
    await expect(page.locator('#preloader')).toBeVisible()
    await expect(page.locator('#root')).toBeEmpty()

    release()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#preloader')).toHaveCount(0)
    const times = await page.evaluate(
      () =>
        (window as unknown as { preloaderTimes: { rendered: number; removed: number } })
          .preloaderTimes,
    )
    expect(times.removed - times.rendered).toBeGreaterThanOrEqual(90)
    expect(times.removed - times.rendered).toBeLessThan(3000)
  })

  test('without JavaScript the preloader says the shop needs it, without a spinning ring', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/cart')
    // (getByText does not look inside <noscript>.)
    const message = page.locator('#preloader .preloader__noscript')
    await expect(message).toBeVisible()
    await expect(message).toContainText('Delelager trenger JavaScript.')
    await expect(page.locator('.preloader__spinner')).toBeHidden()
    await context.close()
  })
})

test.describe('a dialog whose code is not on the device yet', () => {
  // A first visit: no service worker has stored the app's files.
  test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })

  test('when its code cannot be fetched, a tap says so in a dialog and the page stays', async ({
    page,
  }) => {
    await page.route('**/assets/mobile-menu-*.js', (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Meny' })
    await menuButton.click()

    const dialog = page.getByRole('dialog', { name: 'Dette kunne ikke åpnes' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('last inn siden på nytt når du har dekning igjen')
    await expect(dialog.getByRole('button', { name: 'Last inn siden på nytt' })).toBeVisible()
    // The page behind it is the page the shopper was on, not the router's error page.
    await expect(page.locator('h1')).toHaveText('Reservedeler til kjøretøyet ditt')

    await dialog.getByRole('button', { name: 'Lukk' }).click()
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
    await expect(page.locator('h1')).toHaveText('Reservedeler til kjøretøyet ditt')
  })
})
