import { expect, test } from '@playwright/test'
import { soldArticle } from './catalogue-helpers'
import {
  APPROVED,
  addToCart,
  DECLINED,
  fillCard,
  fillDetails,
  kr,
  PASSWORD,
  payButton,
  uniqueEmail,
  WITH_CODE,
} from './checkout-helpers'
import { cutNetwork } from './offline-helpers'

test.describe('checkout', () => {
  test('a guest pays with the test card, sees the order, the cart is emptied, and the order is found by tracking', async ({
    page,
    request,
  }) => {
    const article = await soldArticle(request)
    await addToCart(page, article)
    await page.goto('/cart')
    await page.getByRole('link', { name: 'Til kassen' }).first().click()
    await expect(page).toHaveURL(/\/cart\/checkout$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kassen' })).toBeVisible()

    // The order's sum: the part, home delivery (25 kr) and the MVA it contains.
    const summary = page.getByRole('complementary', { name: 'Din bestilling' })
    const price = article.price - article.discount
    await expect(
      summary.getByRole('definition').filter({ hasText: kr(price + 2500) }),
    ).toBeVisible()
    await expect(payButton(page)).toHaveAccessibleName(`Bestill og betal ${kr(price + 2500)}`)
    // Express delivery costs 149 kr: the sum and the button follow the choice.
    await page.getByRole('radio', { name: /Ekspresslevering/ }).check()
    await expect(payButton(page)).toHaveAccessibleName(`Bestill og betal ${kr(price + 14_900)}`)
    await page.getByRole('radio', { name: /Levering hjem/ }).check()

    // Nothing filled in: the first missing field is named and focused, nothing is sent.
    const orders: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/order/create-order')) orders.push(r.url())
    })
    await payButton(page).click()
    await expect(page.getByRole('main').getByLabel('E-postadresse')).toBeFocused()
    expect(orders).toHaveLength(0)

    const email = uniqueEmail('gjest')
    await fillDetails(page, email)
    await fillCard(page, APPROVED)
    await payButton(page).click()

    await expect(page).toHaveURL(/\/cart\/checkout\/[A-Za-z0-9_-]{16,}$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Takk for bestillingen' }),
    ).toBeFocused()
    await expect(page.getByText('Betalt', { exact: true })).toBeVisible()
    const number = await page
      .getByRole('term')
      .filter({ hasText: 'Ordrenummer' })
      .locator('xpath=following-sibling::dd')
      .innerText()
    expect(orders).toHaveLength(1)
    await expect(
      page.getByRole('navigation', { name: 'Din butikk' }).getByRole('button', {
        name: /^Handlekurv 0 varer/,
      }),
    ).toBeVisible()

    await page.goto('/track-order')
    await page.getByLabel('Ordrenummer').fill(number)
    await page.getByRole('main').getByLabel('E-postadresse').fill(email)
    await page.getByRole('button', { name: 'Spor ordre' }).click()
    await expect(page.getByText(`Ordre ${number}: Betalt, pakkes`)).toBeVisible()

    // The wrong e-mail finds nothing, and says so.
    await page.getByRole('main').getByLabel('E-postadresse').fill(uniqueEmail('annen'))
    await page.getByRole('button', { name: 'Spor ordre' }).click()
    await expect(page.getByText(/Vi fant ingen bestilling/)).toBeVisible()
  })

  test('a declined card keeps the cart and the typed details; another card then pays the same order once', async ({
    page,
    request,
  }) => {
    await addToCart(page, await soldArticle(request))
    const orders: string[] = []
    page.on('response', async (r) => {
      if (r.url().includes('/api/order/create-order')) {
        orders.push(((await r.json()) as { order: { id: string } }).order.id)
      }
    })
    await page.goto('/cart/checkout')
    await fillDetails(page, uniqueEmail('avvist'))
    await fillCard(page, DECLINED)
    await payButton(page).click()
    await expect(
      page.getByRole('status').filter({
        hasText: 'Kortet ble avvist. Handlekurven er tatt vare på; prøv et annet kort.',
      }),
    ).toBeFocused()
    await expect(
      page.getByRole('group', { name: 'Leveringsadresse' }).getByLabel('Poststed'),
    ).toHaveValue('Oslo')
    await expect(
      page.getByRole('navigation', { name: 'Din butikk' }).getByRole('button', {
        name: /^Handlekurv 1 vare/,
      }),
    ).toBeVisible()

    // The bank's second step: a card that asks for a code.
    await fillCard(page, WITH_CODE)
    await page.getByRole('checkbox', { name: /salgsvilkårene/ }).check()
    await page.getByRole('checkbox', { name: /angre kjøpet innen 14 dager/ }).check()
    await payButton(page).click()
    await expect(page.getByRole('heading', { name: 'Bekreft betalingen' })).toBeVisible()
    await page.getByLabel('Kode fra banken').fill('1234')
    await page.getByRole('button', { name: 'Bekreft', exact: true }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Takk for bestillingen' }),
    ).toBeVisible()
    expect(new Set(orders).size).toBe(1)
  })

  test('an order paid whose answer was lost opens its success page on the next press, without a second payment', async ({
    page,
    request,
  }) => {
    await addToCart(page, await soldArticle(request))
    const orders: string[] = []
    const payments: string[] = []
    page.on('response', async (r) => {
      if (r.url().includes('/api/order/create-order')) {
        orders.push(((await r.json()) as { order: { id: string } }).order.id)
      }
      // Payments the shop started; a refused start (409: paid already) is none.
      if (r.url().includes('/api/order/create-payments') && r.ok()) payments.push(r.url())
    })
    // The shop records the payment, but its answer never reaches the page (signal lost).
    await page.route('**/api/order/payment-staus/**', async (route) => {
      await route.fetch()
      await route.abort('internetdisconnected')
    })
    await page.goto('/cart/checkout')
    await fillDetails(page, uniqueEmail('tapt-svar'))
    await fillCard(page, APPROVED)
    await payButton(page).click()
    await expect(
      page.getByRole('status').filter({ hasText: /du blir ikke belastet to ganger/ }),
    ).toBeVisible()
    await page.unroute('**/api/order/payment-staus/**')

    await page.getByRole('checkbox', { name: /salgsvilkårene/ }).check()
    await page.getByRole('checkbox', { name: /angre kjøpet innen 14 dager/ }).check()
    await fillCard(page, APPROVED)
    await payButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Takk for bestillingen' }),
    ).toBeVisible()
    await expect(page.getByText('Betalt', { exact: true })).toBeVisible()
    expect(orders).toHaveLength(2)
    expect(new Set(orders).size).toBe(1)
    expect(payments).toHaveLength(1)
  })

  test('offline the checkout says it needs a connection and keeps everything typed, then orders when back online', async ({
    page,
    context,
    request,
  }) => {
    await addToCart(page, await soldArticle(request))
    await page.goto('/cart/checkout')
    const email = uniqueEmail('kjeller')
    await fillDetails(page, email)
    await fillCard(page, APPROVED)

    const network = await cutNetwork(context)
    await expect(page.getByText(/Du er uten nett\. Du kan fylle ut alt nå/)).toBeVisible()
    await payButton(page).click()
    await expect(page.getByText(/Bestillingen er ikke sendt/)).toBeVisible()
    await expect(page.getByRole('main').getByLabel('E-postadresse')).toHaveValue(email)

    await network.restore()
    await payButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Takk for bestillingen' }),
    ).toBeVisible()
  })

  test('a signed-in customer finds the order under Orders and on its page; Orders shows 8 to a page', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('kunde')
    const registered = await page.request.post('/api/auth/register', {
      data: { email, password: PASSWORD },
    })
    expect(registered.status()).toBe(201)
    const { token } = (await registered.json()) as { token: string }
    await page.goto('/')
    await page.evaluate((value) => localStorage.setItem('jwtToken', value), token)

    await addToCart(page, await soldArticle(request))
    await page.goto('/cart/checkout')
    await expect(page.getByRole('main').getByLabel('E-postadresse')).toHaveValue(email)
    await fillDetails(page, email)
    await fillCard(page, APPROVED)
    await payButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Takk for bestillingen' }),
    ).toBeVisible()

    await page.goto('/account/orders')
    const list = page.getByRole('table', { name: 'Bestillingene dine, nyeste først' })
    await expect(list.getByRole('row')).toHaveCount(2)
    await list.getByRole('link', { name: /^Ordre / }).click()
    await expect(page).toHaveURL(/\/account\/orders\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1, name: /^Ordre / })).toBeVisible()
    await expect(page.getByText('Betalt', { exact: true })).toBeVisible()

    // Eight more orders: the list pages at 8, newest first.
    const article = await soldArticle(request)
    for (let i = 0; i < 8; i++) {
      const placed = await page.request.post('/api/order/create-order', {
        headers: {
          authorization: token,
          'idempotency-key': `e2e-${Date.now()}-${i}-${Math.random()}`,
        },
        data: {
          items: [{ articleId: article.articleId, quantity: 1 }],
          contact: { email },
          shippingAddress: {
            firstName: 'Kari',
            lastName: 'Nordmann',
            address1: 'Verkstedveien 12',
            city: 'Oslo',
            postcode: '0150',
          },
          deliveryMethod: 'pickup',
          acceptTerms: true,
          acceptCancellationRight: true,
        },
      })
      expect(placed.status()).toBe(201)
    }
    await page.goto('/account/orders')
    await expect(list.getByRole('row')).toHaveCount(9)
    await expect(page.getByText('Side 1 av 2')).toBeVisible()
    await page.getByRole('link', { name: 'Neste side' }).click()
    await expect(list.getByRole('row')).toHaveCount(2)
    await expect(list.getByText('Mottatt, venter på betaling')).toHaveCount(0)
    await expect(list.getByText('Betalt, pakkes')).toBeVisible()
  })
})
