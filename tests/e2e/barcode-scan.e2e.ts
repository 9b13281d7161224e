/**
 * Scanning a part box (issue 9 §3): the camera button in the search box reads an EAN-13 or a
 * Code 128 from a picture (headless Chromium has no camera: it says so and offers the picture)
 * and opens the part; offline it finds a part viewed before and parts kept in an offline
 * pack; a picture without a barcode says so. The barcodes are drawn by bwip-js.
 */
import { expect, type Page, test } from '@playwright/test'
import bwipjs from 'bwip-js/node'
import { productSlug } from '../../src/domain/product-slug'
import { addGolf, garageButton } from './garage-helpers'
import { cutNetwork, waitForSavedQuery, waitForServiceWorkerControl } from './offline-helpers'

interface Listed {
  articleId: number
  articleNumber: string
  articleName: string
  mfrName: string
  ean?: string
}

async function articleWithEan(page: Page): Promise<Listed & { ean: string }> {
  const listing = await (
    await page.request.get(
      '/api/tecdoc/get-products-by-target-ids?engine=320507&page=1&perPage=16&lang=no',
    )
  ).json()
  for (const article of listing.articles as Listed[]) {
    const answer = await (
      await page.request.get(`/api/product/item?id=${article.articleId}&lang=no`)
    ).json()
    if (answer.product.ean) return { ...article, ean: answer.product.ean }
  }
  throw new Error('no article with an EAN fits the Golf')
}

function barcode(bcid: 'ean13' | 'code128', text: string) {
  return bwipjs.toBuffer({
    bcid,
    text,
    scale: 3,
    height: 12,
    includetext: true,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  })
}

async function scanPicture(page: Page, picture: Buffer) {
  await page.getByRole('button', { name: 'Skann strekkode' }).click()
  const dialog = page.getByRole('dialog', { name: 'Skann strekkode' })
  await expect(
    dialog.getByText(
      /Fant ikke noe kamera|ikke tilgang til kameraet|Kameraet kunne ikke startes|Hold strekkoden/,
    ),
  ).toBeVisible()
  await dialog.getByLabel('Ta eller velg et bilde').setInputFiles({
    name: 'strekkode.png',
    mimeType: 'image/png',
    buffer: picture,
  })
  return dialog
}

test.describe('scanning a part box', () => {
  test('an EAN-13 on the box opens the part; a Code 128 article number too', async ({ page }) => {
    const article = await articleWithEan(page)
    await page.goto('/')
    await scanPicture(page, await barcode('ean13', article.ean))
    await expect(page).toHaveURL(new RegExp(`/products/.*-${article.articleId}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(article.articleName)

    await page.goto('/')
    await scanPicture(page, await barcode('code128', article.articleNumber))
    await expect(page).toHaveURL(new RegExp(`/products/.*-${article.articleId}$`))
  })

  test('a picture without a barcode says so and keeps the dialog open', async ({ page }) => {
    await page.goto('/')
    const white = await barcode('code128', 'X')
    // A blank picture of the same size: the bars painted over in white.
    const blank = await page.evaluate(
      async (bytes) => {
        const image = await createImageBitmap(new Blob([new Uint8Array(bytes)]))
        const canvas = new OffscreenCanvas(image.width, image.height)
        const context = canvas.getContext('2d')
        if (!context) throw new Error('no 2d context')
        context.fillStyle = '#fff'
        context.fillRect(0, 0, image.width, image.height)
        const blob = await canvas.convertToBlob({ type: 'image/png' })
        return [...new Uint8Array(await blob.arrayBuffer())]
      },
      [...white],
    )
    const dialog = await scanPicture(page, Buffer.from(blank))
    await expect(dialog.getByText('Fant ingen strekkode i bildet.', { exact: false })).toBeVisible()
  })

  test('offline, a part viewed once is found by its barcode', async ({ page, context }) => {
    const article = await articleWithEan(page)
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    await page.goto(`/products/${productSlug(article)}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(article.articleName)
    await waitForSavedQuery(page, `"item",${article.articleId}`)
    // Opening the scanner once, online, fetches the decoder, which the service worker keeps.
    await page.getByRole('button', { name: 'Skann strekkode' }).click()
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('wasm')).keys()).length))
      .toBe(1)
    await page
      .getByRole('dialog', { name: 'Skann strekkode' })
      .getByRole('button', { name: 'Lukk' })
      .click()

    const network = await cutNetwork(context)
    await page.goto('/')
    const dialog = await scanPicture(page, await barcode('ean13', article.ean))
    await expect(page).toHaveURL(new RegExp(`/products/.*-${article.articleId}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(article.articleName)

    // A code the device does not know: a connection is needed.
    await page.goto('/')
    await scanPicture(page, await barcode('ean13', '7311111111114'))
    await expect(
      dialog.getByText(/Du må være på nett for å slå opp koden 7311111111114/),
    ).toBeVisible()
    await network.restore()
  })

  test('offline, a part kept in an offline pack is found by its barcode', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const article = await articleWithEan(page)
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    // The Golf in the garage, saved for offline use (the scanner's decoder is kept with it).
    await page.goto('/all?motorID=320507')
    await garageButton(page).click()
    await addGolf(page.getByRole('dialog', { name: 'Legg til kjøretøy' }))
    await page
      .getByRole('dialog', { name: 'Garasjen din' })
      .getByRole('button', { name: /^Velg Volkswagen Golf VII/ })
      .click()
    const panel = page.getByRole('region', { name: 'Offline bruk' })
    await panel.getByRole('button', { name: 'Lagre for offline bruk' }).click()
    await expect(panel.getByText(/^Lagret på denne enheten/)).toBeVisible({ timeout: 60_000 })
    // Once online, the scanner's decoder was fetched and kept.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('wasm')).keys()).length))
      .toBe(1)

    const network = await cutNetwork(context)
    await page.goto('/')
    await scanPicture(page, await barcode('ean13', article.ean))
    await expect(page).toHaveURL(new RegExp(`/products/.*-${article.articleId}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(article.articleName)
    await network.restore()
  })
})
