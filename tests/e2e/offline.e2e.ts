import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, expect, test } from '@playwright/test'
import { waitForSavedQuery, waitForServiceWorkerControl } from './offline-helpers'
import { scrollUntilVisible } from './scroll-helpers'

/**
 * Cuts the network for the page and for the service worker's own fetches. Chromium's offline
 * emulation covers the worker too; each test checks that with a call the worker handles.
 * (A catch-all `context.route` abort was tried as well: request interception made reloads
 * flaky, and is not needed.)
 */
async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true)
}

test.describe('offline', () => {
  test('after one visit, a reload without network still renders the shell', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const categories = page.getByRole('region', { name: 'Kategorier' })
    await scrollUntilVisible(page, categories)
    await expect(categories.getByRole('heading', { name: 'Filter', exact: true })).toBeVisible()
    await waitForServiceWorkerControl(page)
    await waitForSavedQuery(page, '"categories","sidebar","no"')

    await cutNetwork(context)
    // The network really is gone, also for the service worker: an uncached API call fails.
    const apiReached = await page.evaluate(() =>
      fetch('/api/tecdoc/get-brands').then(
        () => true,
        () => false,
      ),
    )
    expect(apiReached).toBe(false)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Reservedeler til kjøretøyet ditt',
    )
    await expect(page.getByRole('link', { name: 'Delelager – forsiden' })).toBeVisible()
    // The catalogue browsed online is still there (query cache in IndexedDB, SW cache).
    await expect(categories.getByRole('heading', { name: 'Filter', exact: true })).toBeVisible()
  })

  test('parts browsed online — a listing, an article, its picture — answer without network', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    const listing = '/api/tecdoc/get-products?perPage=5&sort=price_asc&filter_stock=in-stock'
    const online = await page.evaluate(async (url) => {
      const page = await (await fetch(url)).json()
      const article = page.articles[0]
      const byNumber = `/api/tecdoc/get-product-by-article-number?articleNumber=${encodeURIComponent(article.articleNumber)}`
      const picture = await fetch(article.images[0].imageURL400)
      return {
        ids: page.articles.map((a: { articleId: number }) => a.articleId),
        byNumber,
        number: (await (await fetch(byNumber)).json()).data.articleNumber,
        picture: article.images[0].imageURL400,
        pictureType: picture.headers.get('content-type'),
      }
    }, listing)
    expect(online.ids).toHaveLength(5)
    expect(online.pictureType).toContain('image/svg+xml')

    await cutNetwork(context)
    const offline = await page.evaluate(
      async ({ listing, byNumber, picture }) => {
        const page = await (await fetch(listing)).json()
        const article = await (await fetch(byNumber)).json()
        const image = await fetch(picture)
        return {
          ids: page.articles.map((a: { articleId: number }) => a.articleId),
          number: article.data.articleNumber,
          pictureOk: image.ok,
          uncached: await fetch('/api/tecdoc/get-products?perPage=7').then(
            () => 'answered',
            () => 'failed',
          ),
        }
      },
      { listing, byNumber: online.byNumber, picture: online.picture },
    )
    expect(offline).toEqual({
      ids: online.ids,
      number: online.number,
      pictureOk: true,
      // Proof the network is really gone: a listing never fetched online fails.
      uncached: 'failed',
    })
  })

  test('after one visit, a deep link opens without network, in both languages', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    await cutNetwork(context)

    await page.goto('/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om oss')
    await page.goto('/en/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
  })

  test('offline, what is not on the device says so: a category never opened, and vehicle choices in the other language', async ({
    page,
    context,
  }) => {
    await page.goto('/catalog/oljefilter')
    const tree = page.getByRole('navigation', { name: 'Kategoritre' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oljefilter')
    await expect(page.getByRole('article').first()).toBeVisible()
    await waitForServiceWorkerControl(page)
    await waitForSavedQuery(page, '"catalogue","products"')
    await cutNetwork(context)

    // The oil filters shown must not stay on screen under the new heading.
    await tree.getByRole('link', { name: 'Bremser', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bremser')
    await expect(
      page.getByText('Du er uten nett, og dette er ikke lagret på denne enheten'),
    ).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)

    // The English years were never fetched: the form says it needs a connection, then
    // fills itself when the network returns.
    await page.goto('/en')
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'The choices for year are not stored on this device' }),
    ).toBeVisible()
    await expect(page.getByText('Loading year…')).toHaveCount(0)
    await context.setOffline(false)
    await expect(page.getByRole('combobox', { name: 'Year' }).first()).toBeEnabled()
  })

  test('the language switch works without network, both ways (scenario O5)', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    await cutNetwork(context)
    await page.goto('/about-us')
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
})

test.describe('installable app', () => {
  test('the manifest is linked once the service worker has stored the app, and is served complete, with its shortcuts and icons', async ({
    page,
    request,
  }) => {
    // Not in the first HTML: the page's load does not share the CPU with the browser's
    // install badge (README "Decisions").
    const html = await (await request.get('/')).text()
    expect(html).not.toContain('rel="manifest"')
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBeTruthy()
    const response = await request.get(new URL(href ?? '', page.url()).toString())
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/manifest+json')
    const manifest = await response.json()
    expect(manifest).toMatchObject({
      name: 'Delelager – bildeler på nett',
      short_name: 'Delelager',
      lang: 'nb',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#b3122d',
    })
    const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) =>
      [icon.sizes, icon.purpose ?? 'any'].join(' '),
    )
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
    for (const icon of manifest.icons as { src: string }[]) {
      const image = await request.get(new URL(icon.src, page.url()).toString())
      expect(image.status(), icon.src).toBe(200)
      expect(image.headers()['content-type']).toBe('image/png')
    }
    // Long-press shortcuts (issue 9 §1): search by plate, the cart.
    expect(
      manifest.shortcuts.map((shortcut: { name: string; url: string }) => [
        shortcut.name,
        shortcut.url,
      ]),
    ).toEqual([
      ['Søk på skilt', '/?focus=plate'],
      ['Handlekurv', '/cart'],
    ])
  })

  test('Chromium finds no installability errors', async ({ baseURL, browserName }, testInfo) => {
    expect(browserName).toBe('chromium')
    // A default test context is incognito, which alone blocks installing: use a profile.
    const profile = await mkdtemp(join(tmpdir(), 'delelager-profile-'))
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    })
    try {
      const page = await context.newPage()
      await page.goto('/')
      await waitForServiceWorkerControl(page)
      await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' })
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
      const { url, errors } = await cdp.send('Page.getAppManifest')
      expect(url).toMatch(/manifest\.webmanifest$/)
      expect(errors).toEqual([])
    } finally {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    }
  })
})
