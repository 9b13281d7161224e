import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { freePort, startServer, waitUntilHealthy } from '../support/server-process'
import { productSlug } from '../../src/domain/product-slug'
import { seriousViolations } from './axe'
import { cutNetwork, waitForServiceWorkerControl } from './offline-helpers'
import { scrollToFooter, scrollUntilVisible } from './scroll-helpers'

const PASSWORD = 'verksted-2026'
const ROOT = resolve(import.meta.dirname, '../..')

function uniqueEmail(name: string) {
  return `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.no`
}

/** The header's account dropdown button: 'Konto' signed out, 'Min konto' signed in. */
function accountButton(page: Page, name: 'Konto' | 'Min konto') {
  return page
    .getByRole('navigation', { name: 'Din butikk' })
    .getByRole('button', { name, exact: true })
}

async function fillCredentials(
  form: ReturnType<Page['getByRole']>,
  email: string,
  password: string,
) {
  await form.getByLabel('E-postadresse').fill(email)
  await form.getByLabel('Passord', { exact: true }).fill(password)
}

/** Signs in on /account/login with the test password; a customer lands on the dashboard. */
async function signInOnLoginPage(page: Page, email: string) {
  await page.goto('/account/login')
  const signIn = page.getByRole('region', { name: 'Logg inn', exact: true })
  await fillCredentials(signIn, email, PASSWORD)
  await signIn.getByRole('button', { name: 'Logg inn' }).click()
  await expect(page).toHaveURL(/\/account\/dashboard$/)
}

async function signUpByApi(page: Page, email = uniqueEmail('kunde')) {
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD },
  })
  expect(response.status()).toBe(201)
  return email
}

/** Query keys under `['account', …]` in the query cache saved to IndexedDB. */
function savedAccountQueries(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('delelager')
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('react-query')
          read.onerror = () => resolve([])
          read.onsuccess = () => {
            const queries: { queryKey: unknown[] }[] = read.result?.clientState?.queries ?? []
            resolve(
              queries
                .filter((query) => query.queryKey[0] === 'account')
                .map((query) => JSON.stringify(query.queryKey)),
            )
          }
        }
      }),
  )
}

async function sessionCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => ['token1', 'user1'].includes(cookie.name))
}

test.describe('accounts', () => {
  test('sign up on the login page, stay signed in over a reload, sign out', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('ny')
    await page.goto('/account/login')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Logg inn eller opprett konto' }),
    ).toBeVisible()
    const signUp = page.getByRole('region', { name: 'Opprett konto', exact: true })
    await expect(signUp.getByText('Minst 8 tegn.')).toBeVisible()
    await fillCredentials(signUp, email, PASSWORD)
    await signUp.getByRole('button', { name: 'Opprett konto' }).click()

    await expect(page).toHaveURL(/\/account\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Min side' })).toBeVisible()
    await expect(page.getByRole('main').getByText(email)).toBeVisible()
    await expect(page.getByText('Ingen bestillinger ennå.')).toBeVisible()

    // The session as the spec keeps it: jwtToken, and token1/user1 for 7 days on /, Lax.
    const token = await page.evaluate(() => localStorage.getItem('jwtToken'))
    expect(token).toBeTruthy()
    const cookies = await sessionCookies(context)
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['token1', 'user1'])
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' })
      const days = (cookie.expires * 1000 - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(6.9)
      expect(days).toBeLessThanOrEqual(7)
    }
    expect(cookies.find((cookie) => cookie.name === 'token1')?.value).toBe(token)
    expect(
      JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'user1')?.value ?? '')),
    ).toMatchObject({ email, role: 'USER' })

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Min side' })).toBeVisible()
    await accountButton(page, 'Min konto').click()
    const menu = page.getByRole('navigation', { name: 'Kontoen din' })
    await expect(menu.getByText(email)).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Min side' })).toHaveAttribute(
      'href',
      '/account/dashboard',
    )

    // The dashboard's orders and addresses are saved on the device while signed in …
    await expect.poll(() => savedAccountQueries(page)).not.toEqual([])
    await menu.getByRole('button', { name: 'Logg ut' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(accountButton(page, 'Konto')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull()
    expect(await sessionCookies(context)).toEqual([])
    // … and nothing of the account stays there for the next person on this device.
    await expect.poll(() => savedAccountQueries(page)).toEqual([])
  })

  test('sign in from the header dropdown; a wrong password is said in Norwegian', async ({
    page,
  }) => {
    await page.goto('/')
    const email = await signUpByApi(page)
    await accountButton(page, 'Konto').click()
    const panel = page.getByRole('region', { name: 'Logg inn på kontoen din' })
    await expect(panel.getByRole('checkbox', { name: 'Husk meg' })).not.toBeChecked()
    await expect(panel.getByRole('link', { name: 'Opprett konto' })).toHaveAttribute(
      'href',
      '/account/login',
    )
    await expect(panel.getByRole('link', { name: 'Glemt passord?' })).toHaveAttribute('href', '/')

    await panel.getByRole('button', { name: 'Logg inn' }).click()
    await expect(panel.getByText('Skriv inn e-postadressen din.')).toBeVisible()

    await fillCredentials(panel, email, 'feil-passord')
    await panel.getByRole('button', { name: 'Logg inn' }).click()
    await expect(panel.getByRole('alert')).toHaveText('E-postadressen eller passordet er feil.')

    await panel.getByLabel('Passord', { exact: true }).fill(PASSWORD)
    await panel.getByRole('button', { name: 'Logg inn' }).click()
    const menu = page.getByRole('navigation', { name: 'Kontoen din' })
    await expect(menu.getByText(email)).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeTruthy()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(accountButton(page, 'Min konto')).toBeFocused()
  })

  test('a wrong password on the login page says "Innlogging mislyktes: …"', async ({ page }) => {
    await page.goto('/')
    const email = await signUpByApi(page)
    await page.goto('/account/login')
    const signIn = page.getByRole('region', { name: 'Logg inn', exact: true })
    await fillCredentials(signIn, email, 'feil-passord')
    await signIn.getByRole('button', { name: 'Logg inn' }).click()
    await expect(signIn.getByRole('alert')).toHaveText(
      'Innlogging mislyktes: E-postadressen eller passordet er feil.',
    )
  })

  test('an account page asks for a sign-in and comes back to it afterwards', async ({ page }) => {
    await page.goto('/')
    const email = await signUpByApi(page)
    await page.goto('/account/garage')
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2Fgarage$/)
    await page.goto('/account/dashboard')
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2Fdashboard$/)
    const signIn = page.getByRole('region', { name: 'Logg inn', exact: true })
    await fillCredentials(signIn, email, PASSWORD)
    await signIn.getByRole('button', { name: 'Logg inn' }).click()
    await expect(page).toHaveURL(/\/account\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Min side' })).toBeVisible()
  })

  test('signing in offline says a connection is needed and keeps what was typed', async ({
    page,
    context,
  }) => {
    await page.goto('/account/login')
    // Offline, the page's later pieces come from the worker's precache: it must be in place.
    await waitForServiceWorkerControl(page)
    const signIn = page.getByRole('region', { name: 'Logg inn', exact: true })
    await fillCredentials(signIn, 'ola@example.no', PASSWORD)
    const network = await cutNetwork(context)
    await signIn.getByRole('button', { name: 'Logg inn' }).click()
    await expect(signIn.getByRole('alert')).toHaveText(/^Du er uten nett\. Dette krever nett/)
    await expect(signIn.getByLabel('E-postadresse')).toHaveValue('ola@example.no')
    await expect(signIn.getByLabel('Passord', { exact: true })).toHaveValue(PASSWORD)
    await network.restore()
  })

  test('an ADMIN made with `npm run admin:create` lands on the dashboard, features an article that the front page then shows, and edits the settings', async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    // The CLI needs the database to itself, so the ADMIN is made on a server of its own.
    const dataDir = await mkdtemp(join(ROOT, '.tmp', 'e2e-admin-'))
    const email = uniqueEmail('sjef')
    try {
      const created = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli.ts', 'admin:create', email],
        {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: PASSWORD },
          encoding: 'utf8',
        },
      )
      expect(created.status, created.stderr).toBe(0)
      expect(created.stdout).toContain(`Created ADMIN ${email}`)

      const server = startServer(dataDir, await freePort(), {
        STATIC_DIR: resolve(ROOT, process.env.E2E_STATIC_DIR ?? 'dist'),
      })
      try {
        await waitUntilHealthy(server, 120_000)
        const context = await browser.newContext({ baseURL: server.baseUrl })
        const page = await context.newPage()
        await page.goto('/account/login')
        const signIn = page.getByRole('region', { name: 'Logg inn', exact: true })
        await fillCredentials(signIn, email, PASSWORD)
        await signIn.getByRole('button', { name: 'Logg inn' }).click()
        await expect(page).toHaveURL(/\/admin\/dashboard$/)
        await expect(page.getByRole('heading', { level: 1, name: 'Administrasjon' })).toBeVisible()
        await expect(page.getByText(`Innlogget som ${email} (administrator).`)).toBeVisible()

        // Today's figures and the providers' status.
        await expect(page.getByText('Ordrer i dag')).toBeVisible()
        await expect(page.getByText('E-post (outbox): virker')).toBeVisible()
        expect(await seriousViolations(page), '/admin/dashboard').toEqual([])

        // The outbox's mails: a contact message's receipt, its subject opening to its text.
        const contact = await page.request.post('/api/contact/send/email', {
          data: { payload: { name: 'Kari', email: 'kari@example.no', message: 'Har dere H7?' } },
        })
        expect(contact.status()).toBe(201)
        await page.getByRole('link', { name: 'Utboks for e-post' }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Utboks for e-post')
        const receipt = page.getByRole('row').filter({ hasText: 'Vi har mottatt meldingen din' })
        await expect(receipt).toContainText('kari@example.no')
        await receipt.getByText('Vi har mottatt meldingen din').click()
        await expect(receipt).toContainText('Hei, Kari!')
        expect(await seriousViolations(page), '/admin/mail').toEqual([])
        await page.goto('/admin/dashboard')

        // Feature an article that is not featured yet: the front page then shows it first.
        const listed = await (
          await page.request.get('/api/tecdoc/get-products?perPage=50&lang=no')
        ).json()
        const featuredBefore = await (
          await page.request.get('/api/tecdoc/get-feature-products?lang=no')
        ).json()
        const taken = new Set(
          featuredBefore.articles.map((a: { articleNumber: string }) => a.articleNumber),
        )
        const article = listed.articles.find(
          (a: { articleNumber: string }) => !taken.has(a.articleNumber),
        ) as { articleNumber: string; articleName: string }
        const featuring = page.getByRole('region', { name: 'Utvalgte produkter' })
        await featuring.getByLabel('Varenummer').fill(article.articleNumber)
        await featuring.getByRole('button', { name: 'Vis på forsiden' }).click()
        await expect(
          featuring.getByText(
            `${article.articleNumber} vises nå blant de utvalgte produktene på forsiden.`,
          ),
        ).toBeVisible()
        await page.goto('/')
        const front = page.getByRole('region', { name: 'Utvalgte produkter' })
        await scrollUntilVisible(page, front)
        await expect(front.getByRole('listitem').first()).toContainText(article.articleName)

        // Settings: a new phone number shows in the footer at once.
        await page.goto('/admin/settings')
        await page.getByLabel('Telefon').fill('+47 22 33 44 55')
        await page.getByRole('button', { name: 'Lagre innstillingene' }).click()
        await expect(page.getByText('Innstillingene er lagret.')).toBeVisible()
        await expect(await scrollToFooter(page)).toContainText('+47 22 33 44 55')
        expect(await seriousViolations(page), '/admin/settings').toEqual([])
        await page.getByLabel('Organisasjonsnummer').fill('123456789')
        await page.getByRole('button', { name: 'Lagre innstillingene' }).click()
        await expect(page.getByLabel('Organisasjonsnummer')).toBeFocused()

        // Orders: every customer's, with the payment status; none yet on this fresh shop.
        await page.goto('/admin/orders')
        await expect(page.getByRole('heading', { level: 1, name: 'Bestillinger' })).toBeVisible()
        await expect(page.getByText('Fant ingen ordrer.')).toBeVisible()
        expect(await seriousViolations(page), '/admin/orders').toEqual([])
        await context.close()
      } finally {
        server.child.kill('SIGTERM')
        await server.exited
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
  test('change the password on /account/password: a wrong current one is said, the new one signs in', async ({
    page,
  }) => {
    const email = uniqueEmail('passord')
    await signUpByApi(page, email)
    await signInOnLoginPage(page, email)

    await page.goto('/account/password')
    await expect(page.getByRole('heading', { level: 1, name: 'Endre passord' })).toBeVisible()
    await page.getByLabel('Nåværende passord').fill('ikke-mitt-passord')
    await page.getByLabel('Nytt passord', { exact: true }).fill('nytt-passord-2026')
    await page.getByLabel('Gjenta det nye passordet').fill('nytt-passord-2026')
    await page.getByRole('button', { name: 'Endre passord' }).click()
    await expect(page.getByText('Det nåværende passordet er feil.')).toBeVisible()
    await expect(page.getByLabel('Nåværende passord')).toBeFocused()

    await page.getByLabel('Nåværende passord').fill(PASSWORD)
    await page.getByRole('button', { name: 'Endre passord' }).click()
    await expect(
      page.getByText('Passordet er endret. Bruk det nye neste gang du logger inn.'),
    ).toBeVisible()
    const signedIn = await page.request.post('/api/auth/login', {
      data: { email, password: 'nytt-passord-2026' },
    })
    expect(signedIn.status()).toBe(200)
  })
  test('keep addresses: add two, switch the default, delete one; checkout offers them', async ({
    page,
  }) => {
    const email = uniqueEmail('adresser')
    await signUpByApi(page, email)
    await signInOnLoginPage(page, email)

    const addAddress = async (street: string, postcode: string, city: string) => {
      await page.goto('/account/addresses')
      await page.getByRole('link', { name: 'Legg til adresse' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Ny adresse' })).toBeVisible()
      const main = page.getByRole('main')
      await main.getByLabel('Fornavn').fill('Kari')
      await main.getByLabel('Etternavn').fill('Nordmann')
      await main.getByLabel('Gateadresse').fill(street)
      await main.getByLabel('Postnummer').fill(postcode)
      await main.getByLabel('Poststed').fill(city)
      await main.getByRole('button', { name: 'Lagre adressen' }).click()
      await expect(page).toHaveURL(/\/account\/addresses$/)
    }

    // A postcode of three digits is refused on the page, before anything is sent.
    await page.goto('/account/addresses/new')
    await page.getByRole('main').getByLabel('Postnummer').fill('150')
    await page.getByRole('main').getByRole('button', { name: 'Lagre adressen' }).click()
    await expect(page.getByRole('main').getByLabel('Fornavn')).toBeFocused()
    await expect(page.getByText('Skriv et postnummer med fire sifre.')).toBeVisible()

    await addAddress('Verkstedveien 12', '0150', 'Oslo')
    await addAddress('Bryggen 3', '5003', 'Bergen')
    const entries = page.getByRole('main').getByRole('listitem')
    await expect(entries).toHaveCount(2)
    const oslo = entries.filter({ hasText: 'Verkstedveien 12' })
    const bergen = entries.filter({ hasText: 'Bryggen 3' })
    await expect(oslo.getByText('Standardadresse')).toBeVisible()

    await bergen.getByRole('button', { name: /^Gjør .* til standardadresse$/ }).click()
    await expect(bergen.getByText('Standardadresse')).toBeVisible()
    await expect(oslo.getByText('Standardadresse')).toHaveCount(0)

    await oslo.getByRole('button', { name: /^Slett / }).click()
    await expect(entries).toHaveCount(1)
    await expect(entries.first()).toContainText('Bryggen 3')

    // The checkout fills in the default address and offers the saved ones.
    const listing = await page.request.get('/api/tecdoc/get-products?perPage=16&lang=no')
    const { articles } = (await listing.json()) as {
      articles: {
        articleId: number
        articleNumber: string
        mfrName: string
        articleName: string
        price: number
        available: boolean
      }[]
    }
    const article = articles.find((a) => a.available && a.price > 0)
    if (!article) throw new Error('nothing for sale in the demo catalogue')
    await page.goto(`/products/${productSlug(article)}`)
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await page.goto('/cart/checkout')
    const delivery = page.getByRole('group', { name: 'Leveringsadresse' })
    await expect(delivery.getByLabel('Gateadresse')).toHaveValue('Bryggen 3')
    await expect(delivery.getByLabel('Postnummer')).toHaveValue('5003')
    await expect(delivery.getByLabel('Velg en lagret adresse')).toBeVisible()
  })
})

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test('edit the profile with a picture: it is kept, shown on the dashboard and loaded from the API host', async ({
  page,
}) => {
  const email = uniqueEmail('profil')
  await signUpByApi(page, email)
  await signInOnLoginPage(page, email)
  await page.getByRole('link', { name: 'Endre profil' }).click()
  await expect(page).toHaveURL(/\/account\/profile$/)

  // Not a picture: said at once, nothing sent.
  await page.getByLabel('Velg et bilde').setInputFiles({
    name: 'notat.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hei'),
  })
  await expect(page.getByText('Velg et JPEG-, PNG- eller WebP-bilde.')).toBeVisible()

  await page.getByLabel('Fornavn').fill('Kari')
  await page.getByLabel('Etternavn').fill('Nordmann')
  await page.getByLabel('Telefon').fill('+47 912 34 567')
  await page.getByLabel('Velg et bilde').setInputFiles({
    name: 'meg.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await page.getByRole('button', { name: 'Lagre profilen' }).click()
  await expect(page.getByText('Profilen din er lagret.')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Fornavn')).toHaveValue('Kari')
  await expect(page.getByLabel('Telefon')).toHaveValue('+47 912 34 567')
  const picture = page.getByRole('img', { name: 'Deg, slik du vises på kontoen' })
  await expect(picture).toHaveAttribute('src', /\/api\/uploads\/avatars\/.+\.png$/)
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1)

  await page.goto('/account/dashboard')
  await expect(page.getByText('Kari Nordmann')).toBeVisible()
})
