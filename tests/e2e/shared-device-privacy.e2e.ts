import { expect, type Page, test } from '@playwright/test'
import { productSlug } from '../../src/domain/product-slug'
import { type ListedArticle, soldArticle } from './catalogue-helpers'
import { cutNetwork, waitForServiceWorkerControl } from './offline-helpers'
import { auditStorage, CLEAN, wherePersonalDataIs } from './storage-audit'

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

test('after sign-out the device keeps nothing of the shopper, not even the cart, and the next checkout opens empty in every tab', async ({
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
  await expect.poll(() => auditStorage(context, [page, other], secrets)).toEqual(CLEAN)

  // The cart went with A. In the other tab the checkout is the empty cart's at once, with no
  // form of A's left; the next shopper's part then opens an empty checkout in both tabs.
  await expect(other.getByRole('main').getByLabel('E-postadresse')).toBeHidden()
  await addToCart(page, article)
  for (const tab of [page, other]) {
    await tab.goto('/cart/checkout')
    await expect(tab.getByRole('heading', { level: 1, name: 'Kassen' })).toBeVisible()
    await expect(tab.getByRole('main').getByLabel('E-postadresse')).toHaveValue('')
    await expect(tab.getByLabel('Telefon (valgfritt)')).toHaveValue('')
    await expect(address(tab).getByLabel('Etternavn')).toHaveValue('')
    await expect(address(tab).getByLabel('Gateadresse')).toHaveValue('')
  }
})

test.describe('a shared workshop phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('signed out from the phone menu, online and then offline, it keeps nothing of the mechanic and the server refuses the old token', async ({
    page,
    context,
    request,
  }) => {
    const tag = Math.random().toString(36).slice(2, 8)
    const M = {
      email: `verksted-${Date.now()}-${tag}@example.no`,
      customer: `Torgeir Hvamstad ${tag}`,
      job: `Bremser foran ${tag}`,
      lastName: `Skjervheim${tag}`,
      street: `Slitasjeveien ${tag}`,
    }
    const secrets = [M.email, M.customer, M.job, M.lastName, M.street, 'PD12345', 'PD 12345']
    expect(
      (
        await request.post('/api/auth/register', { data: { email: M.email, password: PASSWORD } })
      ).status(),
    ).toBe(201)
    const article = await soldArticle(request)
    const me = (token: string) =>
      request.get('/api/user/me', { headers: { Authorization: token } }).then((r) => r.status())

    await page.goto('/')
    await waitForServiceWorkerControl(page)
    for (const round of ['online', 'offline'] as const) {
      await page.goto('/account/login')
      const signIn = page.getByRole('region', { name: 'Logg inn', exact: true })
      await signIn.getByLabel('E-postadresse').fill(M.email)
      await signIn.getByLabel('Passord', { exact: true }).fill(PASSWORD)
      await signIn.getByRole('button', { name: 'Logg inn' }).click()
      await expect(page).toHaveURL(/\/account\/dashboard$/)
      const token = (await page.evaluate(() => localStorage.getItem('jwtToken'))) ?? ''

      await page.goto('/jobs')
      if (round === 'offline') {
        // What the first round's sign-out took from the phone, the account kept.
        await expect(page.getByRole('link', { name: M.job })).toBeVisible()
      } else {
        await page.getByLabel('Navn på jobben').fill(M.job)
        await page.getByLabel('Kunde (valgfritt)').fill(M.customer)
        await page.getByLabel('Registreringsnummer').fill('PD 12345')
        await page.getByRole('button', { name: 'Opprett jobb' }).click()
        await expect(page.getByRole('heading', { name: M.job, level: 1 })).toBeVisible()
      }

      await page.goto('/all?motorID=320507')
      const card = page.getByRole('region', { name: 'Deler', exact: true }).getByRole('article')
      for (const toggle of [/^Legg i ønskeliste: /, /^Sammenlign: /]) {
        const button = card.first().getByRole('button', { name: toggle })
        if ((await button.getAttribute('aria-pressed')) === 'false') await button.click()
        await expect(button).toHaveAttribute('aria-pressed', 'true')
      }

      await page.goto(`/products/${productSlug(article)}`)
      await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
      await expect(
        page.getByRole('navigation', { name: 'Din butikk' }).getByRole('link', {
          name: /^Handlekurv [1-9]/,
        }),
      ).toBeVisible()
      await page.goto('/cart/checkout')
      await address(page).getByLabel('Etternavn').fill(M.lastName)
      await address(page).getByLabel('Gateadresse').fill(M.street)
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('checkout-draft')))
        .toContain(M.street)
      // The audit sees the mechanic while signed in, so its silence later means something.
      expect(await wherePersonalDataIs(context, [page], secrets)).not.toEqual([])

      const network = round === 'offline' ? await cutNetwork(context) : null
      await page.getByRole('button', { name: 'Meny', exact: true }).click()
      await page
        .getByRole('dialog', { name: 'Meny' })
        .getByRole('button', { name: 'Logg ut' })
        .click()
      await expect(page).toHaveURL(/\/$/)
      await expect.poll(() => auditStorage(context, [page], secrets)).toEqual(CLEAN)

      if (network) {
        // The server has not heard yet; it does as soon as the network is back.
        expect(await me(token)).toBe(200)
        await network.restore()
      }
      await expect.poll(() => me(token)).toBe(401)
    }
  })
})
