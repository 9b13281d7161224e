/**
 * Offline vehicle packs (issue 9 §2; scenario O2): a garage vehicle saved for offline use
 * browses with the network cut — its categories, every page of its parts, parts never opened
 * before — and a download cut halfway is never shown as complete, resumes, and is deleted.
 */
import { expect, type Page, test } from '@playwright/test'
import type { PackManifest } from '../../src/domain/offline-pack'
import { productSlug } from '../../src/domain/product-slug'
import { addGolf, garageButton } from './garage-helpers'
import { cutNetwork, waitForServiceWorkerControl } from './offline-helpers'

const GOLF = 320507

async function golfInGarage(page: Page) {
  await page.goto('/')
  await waitForServiceWorkerControl(page)
  await garageButton(page).click()
  await addGolf(page.getByRole('dialog', { name: 'Legg til kjøretøy' }))
  const garage = page.getByRole('dialog', { name: 'Garasjen din' })
  await garage.getByRole('button', { name: /^Velg Volkswagen Golf VII/ }).click()
  await expect(page).toHaveURL(new RegExp(`/all\\?motorID=${GOLF}$`))
  return page.getByRole('region', { name: 'Offline bruk' })
}

async function manifestOf(page: Page): Promise<PackManifest> {
  return (await page.request.get(`/api/vehicles/variant/${GOLF}/offline-pack?lang=no`)).json()
}

test.describe('offline vehicle packs', () => {
  test('a vehicle saved for offline use browses and searches with the network cut: categories, every page, parts never opened', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const panel = await golfInGarage(page)
    const manifest = await manifestOf(page)
    await expect(panel).toContainText(`${manifest.articles} deler, omtrent`)
    await panel.getByRole('button', { name: 'Lagre for offline bruk' }).click()
    await expect(panel.getByText(/^Lagret på denne enheten: \d+ filer/)).toBeVisible({
      timeout: 60_000,
    })
    await expect(panel).toContainText(`${manifest.items.length} filer`)

    // A category's last page and a part never opened, chosen from the pack's own list.
    const categoryPages = manifest.items
      .map((item) => new URL(item.url, 'http://x').searchParams)
      .filter((params) => params.get('category'))
    const last = categoryPages.at(-1)
    if (!last) throw new Error('no category in the pack')
    const category = last.get('category') ?? ''
    const lastPage = Number(last.get('page'))
    const listing = await (
      await page.request.get(
        `/api/tecdoc/get-products-by-target-ids?engine=${GOLF}&category=${category}&page=${lastPage}&perPage=16&lang=no`,
      )
    ).json()
    const unseen = listing.articles.at(-1)

    const network = await cutNetwork(context)
    await page.goto(
      `/all?motorID=${GOLF}&category=${category}${lastPage > 1 ? `&page=${lastPage}` : ''}`,
    )
    await expect(
      page.getByRole('heading', { level: 1, name: /Deler til Volkswagen Golf VII/ }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: unseen.articleName }).first()).toBeVisible()

    await page.goto(`/products/${productSlug(unseen)}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(unseen.articleName)
    await page.goto(`/product-preview/${encodeURIComponent(unseen.articleNumber)}`)
    await expect(page.getByText(unseen.articleNumber).first()).toBeVisible()

    // Searching by part number finds it on the device, typed without its spaces.
    const typed = unseen.articleNumber.replace(/\s/g, '').toLowerCase()
    await page.goto(`/catalog/article?n=${encodeURIComponent(typed)}`)
    await expect(
      page.getByText('Du er frakoblet: søket gikk gjennom delene som er lagret på denne enheten.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: unseen.articleName }).first()).toBeVisible()
    await network.restore()
  })

  test('a download cut halfway says so, is never shown as complete, resumes, and can be deleted', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const panel = await golfInGarage(page)
    await panel.getByRole('button', { name: 'Lagre for offline bruk' }).click()
    // The signal drops once some files are in.
    await expect(panel.getByText(/^[1-9]\d* av \d+ filer/)).toBeVisible()
    const network = await cutNetwork(context)
    await expect(panel.getByText('Forbindelsen ble brutt under nedlastingen.')).toBeVisible({
      timeout: 30_000,
    })
    await expect(panel.getByText(/^Ikke fullført: \d+ av \d+ filer er lagret/)).toBeVisible()
    await expect(panel.getByText(/^Lagret på denne enheten/)).toBeHidden()

    await network.restore()
    await page.reload()
    await expect(panel.getByText(/^Ikke fullført/)).toBeVisible()
    await panel.getByRole('button', { name: 'Fortsett nedlastingen' }).click()
    await expect(panel.getByText(/^Lagret på denne enheten/)).toBeVisible({ timeout: 60_000 })

    await panel.getByRole('button', { name: 'Slett fra denne enheten' }).click()
    await expect(panel.getByRole('button', { name: 'Lagre for offline bruk' })).toBeVisible()
    const caches = await page.evaluate(() => window.caches.keys())
    expect(caches).not.toContain(`vehicle-pack-${GOLF}`)
  })
})
