/**
 * Searching with the network cut: a part viewed once online is found on the device by its
 * name typed with a typo, and the page says the search went through what the device holds.
 */
import { expect, test } from '@playwright/test'
import type { Article } from '../../src/domain/article-schema'
import { productSlug } from '../../src/domain/product-slug'
import { cutNetwork, waitForSavedQuery, waitForServiceWorkerControl } from './offline-helpers'

test('offline, words typed with a typo find a part viewed before, on both results pages', async ({
  page,
  context,
}) => {
  const answer = await page.request.get('/api/tecdoc/search?search=bremseklosser&lang=no')
  const [pads] = ((await answer.json()) as { articles: Article[] }).articles
  if (!pads) throw new Error('the demo catalogue has no brake pads')
  await page.goto('/')
  await waitForServiceWorkerControl(page)
  await page.goto(`/products/${productSlug(pads)}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pads.articleName)
  await waitForSavedQuery(page, `"item",${pads.articleId}`)

  const network = await cutNetwork(context)
  for (const search of ['/search?q=bremseklsoser', '/catalog/article?n=bremseklsoser']) {
    await page.goto(search)
    await expect(
      page.getByText('Du er frakoblet: søket gikk gjennom delene som er lagret på denne enheten.'),
    ).toBeVisible()
    await expect(page.locator(`a[href$="/products/${productSlug(pads)}"]`).first()).toBeVisible()
  }
  await network.restore()
})
