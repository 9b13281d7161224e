import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { productSlug } from '../../src/domain/product-slug'
import { cutNetwork, waitForServiceWorkerControl } from './offline-helpers'

interface ListedArticle {
  articleId: number
  articleNumber: string
  articleName: string
  mfrName: string
  price: number
  discount: number
  available: boolean
}

const nameOf = (article: ListedArticle) => `${article.mfrName} ${article.articleName}`

/** Two sold articles from the demo catalogue's first page. */
async function twoArticles(request: APIRequestContext) {
  const response = await request.get('/api/tecdoc/get-products?perPage=16&lang=no')
  const { articles } = (await response.json()) as { articles: ListedArticle[] }
  const sold = articles.filter((a) => a.available && a.price - a.discount > 0)
  if (sold.length < 2) throw new Error('the demo catalogue sells too little on its first page')
  return [sold[0], sold[1]] as [ListedArticle, ListedArticle]
}

/** The device's cart as kept in IndexedDB (`red-parts/react/cart`). */
function deviceCart(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ cartId: string; items: { articleNumber: string; quantity: number }[] }>(
        (resolve, reject) => {
          const open = indexedDB.open('delelager')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const read = open.result
              .transaction('keyval')
              .objectStore('keyval')
              .get('red-parts/react/cart')
            read.onsuccess = () => resolve(read.result?.cart)
            read.onerror = () => reject(read.error)
          }
        },
      ),
  )
}

async function serverCart(request: APIRequestContext, cartId: string) {
  const response = await request.get(`/api/cart/${cartId}`)
  expect(response.status()).toBe(200)
  const { cart } = (await response.json()) as {
    cart: { items: { articleNumber: string; quantity: number }[] }
  }
  return cart.items.map(({ articleNumber, quantity }) => ({ articleNumber, quantity }))
}

const syncStatus = (page: Page) => page.getByRole('main').getByRole('status').first()

test.describe('the cart syncs with the server', () => {
  test('a cart changed online reaches the server and is still there after a reload', async ({
    page,
    request,
  }) => {
    const [first] = await twoArticles(request)
    await page.goto(`/products/${productSlug(first)}`)
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await page.goto('/cart')
    await expect(syncStatus(page)).toHaveText('Synkronisert')
    const kept = await deviceCart(page)
    expect(kept.cartId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await serverCart(request, kept.cartId)).toEqual([
      { articleNumber: first.articleNumber, quantity: 1 },
    ])
    await page.reload()
    await expect(page.getByRole('spinbutton', { name: `Antall ${nameOf(first)}` })).toHaveValue('1')
    await expect(syncStatus(page)).toHaveText('Synkronisert')
  })

  test('the cart follows the account: emptied at sign-out, back at the next sign-in', async ({
    page,
    request,
  }) => {
    const [first] = await twoArticles(request)
    const email = `handlekurv-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.no`
    const password = 'verksted-2026'
    expect((await request.post('/api/auth/register', { data: { email, password } })).status()).toBe(
      201,
    )
    const header = page.getByRole('navigation', { name: 'Din butikk' })
    const signIn = async () => {
      await page.goto('/account/login')
      const form = page.getByRole('region', { name: 'Logg inn', exact: true })
      await form.getByLabel('E-postadresse').fill(email)
      await form.getByLabel('Passord', { exact: true }).fill(password)
      await form.getByRole('button', { name: 'Logg inn' }).click()
      await expect(page).toHaveURL(/\/account\/dashboard$/)
    }

    await signIn()
    await page.goto(`/products/${productSlug(first)}`)
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await page.goto('/cart')
    await expect(syncStatus(page)).toHaveText('Synkronisert')
    const { cartId } = await deviceCart(page)

    await header.getByRole('button', { name: 'Min konto', exact: true }).click()
    await page
      .getByRole('navigation', { name: 'Kontoen din' })
      .getByRole('button', { name: 'Logg ut' })
      .click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/cart')
    await expect(page.getByText('Handlekurven er tom.')).toBeVisible()

    await signIn()
    await expect(header.getByRole('button', { name: /^Handlekurv 1\b/ })).toBeVisible()
    // Kept on the device before the next page load reads it.
    await expect.poll(async () => (await deviceCart(page))?.cartId).toBe(cartId)
    await page.goto('/cart')
    const quantity = page.getByRole('spinbutton', { name: `Antall ${nameOf(first)}` })
    await expect(quantity).toHaveValue('1')
    await expect(syncStatus(page)).toHaveText('Synkronisert')
  })

  test('offline edits across a reload wait on the device, then go to the server in one request', async ({
    page,
    context,
    request,
  }) => {
    const [first, second] = await twoArticles(request)
    await page.goto(`/products/${productSlug(first)}`)
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await page.goto(`/products/${productSlug(second)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(second))
    await waitForServiceWorkerControl(page)
    await page.goto('/cart')
    await expect(syncStatus(page)).toHaveText('Synkronisert')
    const { cartId } = await deviceCart(page)

    // Offline: add the second part, reload, change the first part's quantity, remove the second.
    await page.goto(`/products/${productSlug(second)}`)
    const network = await cutNetwork(context)
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await page.goto('/cart')
    await expect(syncStatus(page)).toHaveText(
      'Lagret på denne enheten – synkroniseres når du er på nett',
    )
    await page.reload()
    await page.getByRole('spinbutton', { name: `Antall ${nameOf(first)}` }).fill('3')
    await page.getByRole('button', { name: 'Oppdater handlekurv' }).click()
    await page.getByRole('button', { name: `Fjern ${nameOf(second)}` }).click()
    await expect(syncStatus(page)).toHaveText(
      'Lagret på denne enheten – synkroniseres når du er på nett',
    )
    expect(await serverCart(request, cartId)).toEqual([
      { articleNumber: first.articleNumber, quantity: 1 },
    ])

    // Back online: one update carries the final cart.
    const updates: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/cart/update-cart')) updates.push(r.postData() ?? '')
    })
    await network.restore()
    await expect(syncStatus(page)).toHaveText('Synkronisert', { timeout: 40_000 })
    expect(updates).toHaveLength(1)
    expect(await serverCart(request, cartId)).toEqual([
      { articleNumber: first.articleNumber, quantity: 3 },
    ])
    const device = await deviceCart(page)
    expect(
      device.items.map(({ articleNumber, quantity }) => ({ articleNumber, quantity })),
    ).toEqual(await serverCart(request, cartId))
  })

  test('a server failing (500) while the cart is replayed keeps the cart, says so, and sends it once the server answers', async ({
    page,
    request,
  }) => {
    const [first] = await twoArticles(request)
    await page.goto(`/products/${productSlug(first)}`)
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await page.goto('/cart')
    await expect(syncStatus(page)).toHaveText('Synkronisert')
    const { cartId } = await deviceCart(page)

    let refused = 0
    await page.route('**/api/cart/update-cart', (route) => {
      refused += 1
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Internal error.' } }),
      })
    })
    await page.getByRole('spinbutton', { name: `Antall ${nameOf(first)}` }).fill('2')
    await page.getByRole('button', { name: 'Oppdater handlekurv' }).click()
    await expect(syncStatus(page)).toHaveText(
      'Lagret på denne enheten – butikken svarte ikke; prøver igjen snart',
    )
    await expect.poll(() => refused).toBeGreaterThan(1)
    expect(await serverCart(request, cartId)).toEqual([
      { articleNumber: first.articleNumber, quantity: 1 },
    ])

    await page.unroute('**/api/cart/update-cart')
    await expect(syncStatus(page)).toHaveText('Synkronisert', { timeout: 40_000 })
    expect(await serverCart(request, cartId)).toEqual([
      { articleNumber: first.articleNumber, quantity: 2 },
    ])
  })

  test('a cart kept by the app before lines had article ids is migrated once and syncs by id', async ({
    page,
    request,
  }) => {
    const [first, second] = await twoArticles(request)
    await page.goto('/cart')
    await expect(page.getByText('Handlekurven er tom.')).toBeVisible()
    // The cart as that app kept it: lines by number, with the name they were shown with.
    const legacyLine = (article: ListedArticle, quantity: number) => ({
      articleNumber: article.articleNumber,
      product: {
        articleNumber: article.articleNumber,
        name: nameOf(article),
        price: article.price,
        discount: article.discount,
      },
      options: [],
      price: article.price - article.discount,
      total: (article.price - article.discount) * quantity,
      quantity,
    })
    const stored = {
      version: 1,
      cart: { cartId: '', lastItemId: 2, items: [legacyLine(first, 2), legacyLine(second, 1)] },
      revision: 2,
      syncedRevision: 0,
    }
    await page.evaluate(
      (value) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('delelager')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const write = open.result.transaction('keyval', 'readwrite').objectStore('keyval')
            const put = write.put(value, 'red-parts/react/cart')
            put.onsuccess = () => resolve()
            put.onerror = () => reject(put.error)
          }
        }),
      stored,
    )
    const creates: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/cart/create-cart')) creates.push(r.postData() ?? '')
    })
    await page.reload()
    await expect(page.getByRole('spinbutton', { name: `Antall ${nameOf(first)}` })).toHaveValue('2')
    await expect(page.getByRole('spinbutton', { name: `Antall ${nameOf(second)}` })).toHaveValue(
      '1',
    )
    await expect.poll(() => creates.length).toBe(1)
    await expect(syncStatus(page)).toHaveText('Synkronisert')
    const sent = JSON.parse(creates[0] ?? '{}') as {
      newState: { items: { articleId: number; quantity: number }[] }
    }
    expect(sent.newState.items.map(({ articleId, quantity }) => [articleId, quantity])).toEqual([
      [first.articleId, 2],
      [second.articleId, 1],
    ])
    const { cartId } = await deviceCart(page)
    const answer = await request.get(`/api/cart/${cartId}`)
    const { cart } = (await answer.json()) as {
      cart: { items: { articleId: number; quantity: number }[] }
    }
    expect(cart.items.map(({ articleId, quantity }) => [articleId, quantity])).toEqual([
      [first.articleId, 2],
      [second.articleId, 1],
    ])
    // Migrated once: a reload sends nothing more.
    await page.reload()
    await expect(syncStatus(page)).toHaveText('Synkronisert')
    expect(creates).toHaveLength(1)
  })
})
