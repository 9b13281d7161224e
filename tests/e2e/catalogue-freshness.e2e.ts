import { expect, type Page, type Request, test } from '@playwright/test'
import { STORED_AT_HEADER } from '../../src/client/offline/catalogue-cache/freshness'
import { waitForServiceWorkerControl } from './offline-helpers'

/** A listing no page of the shop asks for itself, so only this test's views reach it. */
const LISTING = '/api/tecdoc/get-products?perPage=2'
/** Past the listing's max-age (300 s), well within its stale-while-revalidate (a day). */
const STALE_AGE_S = 600

interface View {
  status: number
  body: unknown
}

/** The page asks for the listing, as the app does: through the service worker. */
function view(page: Page): Promise<View> {
  return page.evaluate(async (url) => {
    const response = await fetch(url)
    return { status: response.status, body: await response.json() }
  }, LISTING)
}

/** The service worker's kept copy of the listing: its body, ETag and stored time. */
function keptCopy(page: Page) {
  return page.evaluate(
    async ({ url, storedAt }) => {
      const kept = await (await caches.open('catalogue')).match(url)
      if (!kept) return null
      return {
        body: await kept.json(),
        etag: kept.headers.get('etag'),
        storedAt: Number(kept.headers.get(storedAt)),
      }
    },
    { url: LISTING, storedAt: STORED_AT_HEADER },
  )
}

/**
 * Makes the kept copy look stored `ageSeconds` ago, optionally with another body and ETag
 * (an answer the server has since changed).
 */
function ageKeptCopy(page: Page, ageSeconds: number, changed?: { body: unknown; etag: string }) {
  return page.evaluate(
    async ({ url, storedAtHeader, ageSeconds, changed }) => {
      const cache = await caches.open('catalogue')
      const kept = await cache.match(url)
      if (!kept) throw new Error(`${url} is not kept`)
      const headers = new Headers(kept.headers)
      headers.set(storedAtHeader, String(Date.now() - ageSeconds * 1000))
      if (changed) headers.set('etag', changed.etag)
      const body = changed ? JSON.stringify(changed.body) : await kept.text()
      await cache.put(url, new Response(body, { status: 200, headers }))
    },
    { url: LISTING, storedAtHeader: STORED_AT_HEADER, ageSeconds, changed },
  )
}

test('the service worker answers a fresh catalogue copy itself, and a stale one at once while it revalidates it behind', async ({
  page,
  context,
}) => {
  // The worker's own requests for the listing, counted as they leave (before any answer
  // could reach the page), and what each sent and got back.
  let requested = 0
  const sent: { ifNoneMatch: string | undefined; status: number }[] = []
  const isWorkersListing = (request: Request) =>
    request.serviceWorker() !== null && request.url().endsWith(LISTING)
  context.on('request', (request) => {
    if (isWorkersListing(request)) requested += 1
  })
  context.on('response', async (response) => {
    const request = response.request()
    if (!isWorkersListing(request)) return
    const ifNoneMatch = (await request.allHeaders())['if-none-match']
    sent.push({ ifNoneMatch, status: response.status() })
  })
  await page.goto('/')
  await waitForServiceWorkerControl(page)

  const first = await view(page)
  expect(first.status).toBe(200)
  await expect.poll(() => keptCopy(page)).not.toBeNull()
  await expect.poll(() => sent.length).toBe(1)

  // Within max-age: the kept copy answers, the server is not asked.
  expect(await view(page)).toEqual(first)
  expect(requested).toBe(1)

  // Stale, and the server's answer has changed since: the old one shows at once...
  const old = { body: { ...(first.body as object), total: -1 }, etag: '"an-older-answer"' }
  await ageKeptCopy(page, STALE_AGE_S, old)
  expect((await view(page)).body).toEqual(old.body)
  // ...the worker fetches the new one behind it, and the next view shows it without asking.
  await expect.poll(() => sent.length).toBe(2)
  expect(sent[1]).toEqual({ ifNoneMatch: old.etag, status: 200 })
  await expect.poll(async () => (await keptCopy(page))?.body).toEqual(first.body)
  expect(await view(page)).toEqual(first)
  expect(requested).toBe(2)

  // Stale but unchanged: the revalidation costs a 304, and the copy counts as fresh again.
  const agedAt = Date.now()
  await ageKeptCopy(page, STALE_AGE_S)
  expect(await view(page)).toEqual(first)
  const { etag } = (await keptCopy(page)) ?? {}
  await expect.poll(() => sent.length).toBe(3)
  expect(sent[2]).toEqual({ ifNoneMatch: etag, status: 304 })
  await expect.poll(async () => (await keptCopy(page))?.storedAt).toBeGreaterThanOrEqual(agedAt)
  expect(await view(page)).toEqual(first)
  expect(requested).toBe(3)
})
