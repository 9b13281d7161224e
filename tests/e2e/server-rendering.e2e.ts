import { expect, test } from '@playwright/test'
import { formatMoney } from '../../src/domain/money'
import { productSlug } from '../../src/domain/product-slug'
import { firstArticle, firstCategory } from './catalogue-helpers'

test.describe('pages rendered on the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a product page arrives with its name, number and price in the first HTML', async ({
      page,
      request,
    }) => {
      const article = await firstArticle(request)
      await page.goto(`/products/${productSlug(article)}`)
      await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
        `${article.mfrName} ${article.articleName}`,
      )
      await expect(page.locator('.product-price__current')).toContainText(
        formatMoney(article.price - article.discount, 'no'),
      )
      await expect(page.getByText(`Artikkelnummer ${article.articleNumber}`)).toBeVisible()
      // No preloader over it: the page is its own first paint. Below it, a note says that the
      // shop needs JavaScript to be used.
      await expect(page.locator('.preloader__spinner')).toBeHidden()
      await expect(page.locator('#preloader .preloader__noscript')).toBeVisible()
      await expect(page.locator('#preloader .preloader__noscript')).toContainText(
        'Delelager trenger JavaScript.',
      )
    })

    test('an outdated product slug is answered with a redirect to the product’s own slug', async ({
      page,
      request,
    }) => {
      const article = await firstArticle(request)
      const answer = await request.get(`/products/old-words-${article.articleId}`, {
        maxRedirects: 0,
      })
      expect(answer.status()).toBe(307)
      expect(answer.headers().location).toBe(`/products/${productSlug(article)}`)
      await page.goto(`/products/old-words-${article.articleId}`)
      await expect(page).toHaveURL(new RegExp(`/products/${productSlug(article)}$`))
      await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
        `${article.mfrName} ${article.articleName}`,
      )
    })

    test('a category page arrives with its products listed, in English under /en', async ({
      page,
      request,
    }) => {
      const category = await firstCategory(request)
      await page.goto(`/catalog/${category.slug}`)
      await expect(page.locator('.product-card').first()).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'nb')
      // The header's layout is in the HTML (the build's site options), not set by a script.
      await expect(page.locator('html')).toHaveAttribute('data-header-layout', 'spaceship')
      await expect(page.locator('html')).toHaveAttribute('data-mobile-header', 'one')
      await page.goto(`/en/catalog/${category.slug}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByText('Skip to content')).toBeAttached()
      await expect(page.locator('.product-card').first()).toBeVisible()
    })

    test('an unknown page arrives as a 404 with the app’s 404 page drawn, in its language', async ({
      page,
      baseURL,
    }) => {
      const heading = page.getByRole('heading', { level: 1, includeHidden: true })
      const answer = await page.goto('/no-such-page')
      expect(answer?.status()).toBe(404)
      await expect(heading).toHaveText('Fant ikke siden')
      const product = await page.goto('/products/no-such-part-2147483000')
      expect(product?.status()).toBe(404)
      for (const [address, title] of [
        [`${baseURL}//`, 'Fant ikke siden'],
        ['/en//', 'Page Not Found'],
        ['/shared/AAAAAAAAAAAAAAAAAAAAAA', 'Lenken finnes ikke eller er utløpt'],
        ['/en/shared/AAAAAAAAAAAAAAAAAAAAAA', 'The link does not exist or has expired'],
        ['/catalog/article?n=zzzz', 'Fant ingen deler med varenummer zzzz'],
        ['/en/catalog/article?n=zzzz', 'No part has the article number zzzz'],
      ]) {
        expect((await page.goto(address))?.status(), address).toBe(404)
        await expect(heading, address).toHaveText(title)
      }
    })

    test('a product page tells search engines its address and the product, in the first HTML', async ({
      page,
      request,
    }) => {
      const article = await firstArticle(request)
      await page.goto(`/products/${productSlug(article)}`)
      const url = new URL(`/products/${productSlug(article)}`, page.url()).href
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null',
      )
      expect(data).toMatchObject({
        '@type': 'Product',
        mpn: article.articleNumber,
        url,
        offers: { priceCurrency: 'NOK' },
      })
    })

    test('a search arrives with what the words find in the first HTML', async ({ page }) => {
      await page.goto('/search?q=bremseklosser')
      await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
        'Søkeresultater for «bremseklosser»',
      )
      await expect(page.locator('.product-card').first()).toBeVisible()
    })

    test('the server-drawn page cannot be used before the app runs, and device pages are not drawn', async ({
      page,
      request,
    }) => {
      const article = await firstArticle(request)
      await page.goto(`/products/${productSlug(article)}`)
      const drawn = page.locator('#root')
      await expect(drawn).toHaveAttribute('inert', '')
      await expect(drawn).toHaveAttribute('aria-disabled', 'true')
      await expect(
        page.getByRole('button', { name: 'Legg i handlekurv', includeHidden: true }).first(),
      ).toBeDisabled()
      // The cart is the device's: its page is the plain shell, with the preloader.
      await page.goto('/cart')
      await expect(page.locator('#root')).toBeEmpty()
      await expect(page.locator('#preloader')).toBeVisible()
    })
  })

  test('the server-rendering bundle stays on the server', async ({ request }) => {
    expect((await request.get('/server/entry-server.js')).status()).toBe(404)
  })

  test('the app takes over the server-drawn page without drawing it anew and then works as usual', async ({
    page,
    request,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const article = await firstArticle(request)
    const response = await page.request.get(`/products/${productSlug(article)}`)
    expect(await response.text()).toContain('id="ssr-state"')
    await page.goto(`/products/${productSlug(article)}`)
    // The server's heading element is the one the app uses: hydrated, not replaced.
    await page.evaluate(() => {
      ;(window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector('h1')
    })
    await expect(page.locator('#root')).not.toHaveAttribute('inert')
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled')
    await expect(page.locator('#ssr-state')).toHaveCount(0)
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${article.mfrName} ${article.articleName}`,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    // Interactive: the quantity steps and the product goes into the cart.
    await page.getByRole('button', { name: 'Øk antall' }).click()
    await expect(page.getByRole('spinbutton', { name: 'Antall' })).toHaveValue('2')
    await page.getByRole('button', { name: 'Legg i handlekurv' }).first().click()
    const cart = page.getByRole('navigation', { name: 'Din butikk' }).getByRole('button', {
      name: /^Handlekurv/,
    })
    await expect(cart).toHaveAccessibleName(/^Handlekurv 2 varer /)
    expect(problems).toEqual([])
  })
})
