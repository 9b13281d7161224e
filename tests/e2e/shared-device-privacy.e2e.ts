import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { productSlug } from '../../src/domain/product-slug'
import { type ListedArticle, soldArticle } from './catalogue-helpers'

const PASSWORD = 'verksted-2026'

/** Shopper A's details: unlike anything in the catalogue or the app's code. */
const A = {
  email: `personvern-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.no`,
  firstName: 'Audhild',
  lastName: 'Glemsetbakken',
  phone: '+47 412 39 857',
  street: 'Personvernveien 17',
}

async function addToCart(page: Page, article: ListedArticle) {
  await page.goto(`/products/${productSlug(article)}`)
  await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
  await expect(
    page.getByRole('navigation', { name: 'Din butikk' }).getByRole('button', {
      name: /^Handlekurv [1-9]/,
    }),
  ).toBeVisible()
}

function address(page: Page) {
  return page.getByRole('group', { name: 'Leveringsadresse' })
}

async function fillDetails(page: Page) {
  await page.getByLabel('Telefon (valgfritt)').fill(A.phone)
  await address(page).getByLabel('Fornavn').fill(A.firstName)
  await address(page).getByLabel('Etternavn').fill(A.lastName)
  await address(page).getByLabel('Gateadresse').fill(A.street)
  await address(page).getByLabel('Postnummer').fill('0150')
  await address(page).getByLabel('Poststed').fill('Oslo')
}

async function pay(page: Page, card: string) {
  await page.getByRole('checkbox', { name: /salgsvilkårene/ }).check()
  await page.getByRole('checkbox', { name: /angre kjøpet innen 14 dager/ }).check()
  const group = page.getByRole('group', { name: 'Kortbetaling' })
  await group.getByLabel('Kortnummer').fill(card)
  await group.getByLabel('Utløpsdato (MM/ÅÅ)').fill(`12/${(new Date().getFullYear() + 2) % 100}`)
  await group.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Bestill og betal/ }).click()
}

/** Every value this origin keeps in the browser, each with where it was found. */
function originStorage(page: Page) {
  return page.evaluate(async () => {
    const found: { where: string; text: string }[] = []
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? ''
        found.push({ where: `${name} ${key}`, text: `${key} ${storage.getItem(key)}` })
      }
    }
    found.push({ where: 'document.cookie', text: document.cookie })
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        await new Promise<void>((resolve, reject) => {
          const cursor = db.transaction(store).objectStore(store).openCursor()
          cursor.onerror = () => reject(cursor.error)
          cursor.onsuccess = () => {
            const at = cursor.result
            if (!at) return resolve()
            found.push({
              where: `IndexedDB ${name}/${store} ${String(at.key)}`,
              text: JSON.stringify({ key: at.key, value: at.value }),
            })
            at.continue()
          }
        })
      }
      db.close()
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        found.push({
          where: `Cache Storage ${name} ${request.url}`,
          text: `${request.url} ${response ? await response.text() : ''}`,
        })
      }
    }
    return found
  })
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Where any of `secrets` is kept by the origin (both tabs' session storage) or its cookies. */
async function wherePersonalDataIs(
  context: BrowserContext,
  tabs: Page[],
  secrets: (string | RegExp)[],
) {
  const kept = (await Promise.all(tabs.map(originStorage))).flat()
  for (const cookie of await context.cookies()) {
    kept.push({ where: `cookie ${cookie.name}`, text: `${cookie.name} ${cookie.value}` })
  }
  const hits: string[] = []
  for (const { where, text } of kept) {
    // Cookies and URLs keep text percent-encoded: look at it both ways.
    const plain = `${text} ${decoded(text)}`.toLowerCase()
    for (const secret of secrets) {
      const hit =
        typeof secret === 'string' ? plain.includes(secret.toLowerCase()) : secret.test(plain)
      if (hit) hits.push(`${String(secret)} in ${where}`)
    }
  }
  return hits
}

test('after sign-out the device keeps nothing of the shopper, and the next checkout opens empty in every tab', async ({
  page,
  context,
  request,
}) => {
  const registered = await request.post('/api/auth/register', {
    data: { email: A.email, password: PASSWORD },
  })
  expect(registered.status()).toBe(201)
  const article = await soldArticle(request)
  const orders: { id: string; number: number; token?: string }[] = []
  page.on('response', async (response) => {
    if (!response.url().includes('/api/order/create-order')) return
    const body = (await response.json().catch(() => null)) as { order?: (typeof orders)[0] } | null
    if (body?.order) orders.push(body.order)
  })

  // A signs in, pays an order and sees it, then gets a card refused on a second one.
  await page.goto('/account/login')
  const signIn = page.getByRole('region', { name: 'Logg inn', exact: true })
  await signIn.getByLabel('E-postadresse').fill(A.email)
  await signIn.getByLabel('Passord', { exact: true }).fill(PASSWORD)
  await signIn.getByRole('button', { name: 'Logg inn' }).click()
  await expect(page).toHaveURL(/\/account\/dashboard$/)
  await addToCart(page, article)
  await page.goto('/cart/checkout')
  await expect(page.getByRole('main').getByLabel('E-postadresse')).toHaveValue(A.email)
  await fillDetails(page)
  await pay(page, '4242 4242 4242 4242')
  await expect(page.getByRole('heading', { level: 1, name: 'Takk for bestillingen' })).toBeVisible()
  const successToken = new URL(page.url()).pathname.split('/').pop() ?? ''
  await page.goto('/account/orders')
  await expect(page.getByRole('link', { name: /^Ordre / })).toHaveCount(1)

  await addToCart(page, article)
  await page.goto('/cart/checkout')
  await expect(address(page).getByLabel('Gateadresse')).toHaveValue(A.street)
  await pay(page, '4000 0000 0000 0002')
  await expect(page.getByRole('status').filter({ hasText: 'Kortet ble avvist' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('checkout-attempt'))).toContain(A.street)

  // A second tab of the app, open at the checkout with A's details typed there too.
  const other = await context.newPage()
  await other.goto('/cart/checkout')
  await expect(other.getByRole('main').getByLabel('E-postadresse')).toHaveValue(A.email)
  await fillDetails(other)
  await expect
    .poll(() => other.evaluate(() => sessionStorage.getItem('checkout-draft')))
    .toContain(A.lastName)

  // The audit sees A's details while A is signed in (so its silence later means something).
  expect(await wherePersonalDataIs(context, [page, other], [A.email, A.street])).not.toEqual([])

  await page.bringToFront()
  await page
    .getByRole('navigation', { name: 'Din butikk' })
    .getByRole('button', { name: 'Min konto', exact: true })
    .click()
  await page
    .getByRole('navigation', { name: 'Kontoen din' })
    .getByRole('button', { name: 'Logg ut' })
    .click()
  await expect(page).toHaveURL(/\/$/)

  // The storage audit: nothing of A anywhere the origin keeps data.
  expect(orders.length).toBeGreaterThanOrEqual(2)
  const secrets: (string | RegExp)[] = [
    A.email,
    A.firstName,
    A.lastName,
    A.phone,
    A.phone.replaceAll(' ', ''),
    A.street,
    successToken,
    ...orders.flatMap((order) => [
      order.id,
      // The number as orders and their pages carry it (a bare number could be a price).
      new RegExp(`"number":${order.number}\\b|ordre\\D{0,3}${order.number}\\b`),
    ]),
  ]
  await expect.poll(() => wherePersonalDataIs(context, [page, other], secrets)).toEqual([])

  // The next shopper's checkout opens empty: in the tab that signed out …
  await page.goto('/cart/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Kassen' })).toBeVisible()
  await expect(page.getByRole('main').getByLabel('E-postadresse')).toHaveValue('')
  await expect(address(page).getByLabel('Fornavn')).toHaveValue('')
  await expect(address(page).getByLabel('Gateadresse')).toHaveValue('')
  // … and in the other tab, at once and after opening the page anew.
  for (const reload of [false, true]) {
    if (reload) await other.goto('/cart/checkout')
    await expect(other.getByRole('main').getByLabel('E-postadresse')).toHaveValue('')
    await expect(other.getByLabel('Telefon (valgfritt)')).toHaveValue('')
    await expect(address(other).getByLabel('Etternavn')).toHaveValue('')
    await expect(address(other).getByLabel('Gateadresse')).toHaveValue('')
  }
})
