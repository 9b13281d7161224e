import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { freePort, startServer, waitUntilHealthy } from '../support/server-process'
import { seriousViolations } from './axe'
import { E2E_SMTP_PORT, linkIn, mailTo } from './mail-helpers'
import { soldArticle } from './catalogue-helpers'
import {
  APPROVED,
  addToCart,
  fillCard,
  fillDetails,
  PASSWORD,
  payButton,
  uniqueEmail,
} from './checkout-helpers'

const ROOT = resolve(import.meta.dirname, '../..')
const TRACKING = 'CP123456789NO'

/** A page of its own, signed in on the login page as `email`. */
async function signedIn(browser: Browser, baseURL: string, email: string, lands: RegExp) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/account/login')
  const signIn = page.getByRole('region', { name: 'Logg inn', exact: true })
  await signIn.getByLabel('E-postadresse').fill(email)
  await signIn.getByLabel('Passord', { exact: true }).fill(PASSWORD)
  await signIn.getByRole('button', { name: 'Logg inn' }).click()
  await expect(page).toHaveURL(lands)
  return page
}

/** The admin's orders page, showing `number`'s row. */
async function adminOrderRow(admin: Page, number: string) {
  await admin.goto('/admin/orders')
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: number }) })
  await expect(row).toBeVisible()
  return row
}

test.describe('order lifecycle', () => {
  test('a paid order is shipped with a tracking number, delivered, one line returned and paid back, and the customer sees each step', async ({
    browser,
  }) => {
    test.setTimeout(240_000)
    // The CLI needs the database to itself, so the ADMIN is made on a server of its own.
    const dataDir = await mkdtemp(join(ROOT, '.tmp', 'e2e-lifecycle-'))
    const adminEmail = uniqueEmail('sjef')
    try {
      const created = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli.ts', 'admin:create', adminEmail],
        {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: PASSWORD },
          encoding: 'utf8',
        },
      )
      expect(created.status, created.stderr).toBe(0)
      const server = startServer(dataDir, await freePort(), {
        STATIC_DIR: resolve(ROOT, process.env.E2E_STATIC_DIR ?? 'dist'),
        // Its mail goes to the run's mailbox, like the shared e2e server's.
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      })
      try {
        await waitUntilHealthy(server, 120_000)
        const baseURL = server.baseUrl

        // The customer orders and pays with the test card.
        const email = uniqueEmail('kunde')
        const customerContext = await browser.newContext({ baseURL })
        const registered = await customerContext.request.post('/api/auth/register', {
          data: { email, password: PASSWORD },
        })
        expect(registered.status()).toBe(201)
        await customerContext.close()
        const customer = await signedIn(browser, baseURL, email, /\/account\/dashboard$/)
        await addToCart(customer, await soldArticle(customer.request))
        await customer.goto('/cart/checkout')
        await fillDetails(customer, email)
        await fillCard(customer, APPROVED)
        await payButton(customer).click()
        await expect(
          customer.getByRole('heading', { level: 1, name: 'Takk for bestillingen' }),
        ).toBeVisible()
        const number = (
          await customer
            .getByRole('term')
            .filter({ hasText: 'Ordrenummer' })
            .locator('xpath=following-sibling::dd')
            .textContent()
        )?.trim()
        expect(number).toMatch(/^\d+$/)
        if (!number) return
        // The confirmation the law asks for reaches the customer's mailbox.
        const confirmation = await mailTo(email)
        expect(confirmation.subject).toBe(`Ordrebekreftelse – ordre ${number}`)
        expect(confirmation.text).toContain('angrerett')
        linkIn(confirmation, '/cancellation-form')

        // The admin packs it and ships it with the carrier and tracking number.
        const admin = await signedIn(browser, baseURL, adminEmail, /\/admin\/dashboard$/)
        let row = await adminOrderRow(admin, number)
        await row.getByRole('button', { name: `Merk ordre ${number} som pakket` }).click()
        const ship = row.getByRole('form', { name: `Send ordre ${number}` })
        await ship.getByLabel('Transportør').selectOption('posten')
        await ship.getByLabel('Sporingsnummer').fill(TRACKING)
        await ship.getByRole('button', { name: 'Send' }).click()
        await expect(row.getByRole('cell', { name: 'Sendt', exact: true })).toBeVisible()
        // Filtered by status, the admin's list holds it among the shipped orders only.
        const statusChoice = admin.getByLabel('Ordrestatus')
        await statusChoice.selectOption({ label: 'Sendt' })
        await expect(admin).toHaveURL(/status=SHIPPED/)
        await expect(admin.getByRole('rowheader', { name: number })).toBeVisible()
        await statusChoice.selectOption({ label: 'Levert' })
        await expect(admin.getByRole('rowheader', { name: number })).toBeHidden()
        // …and the customer is told by mail, with the carrier's tracking page.
        const shipped = await mailTo(email, 2)
        expect(shipped.subject).toBe(`Ordre ${number} er sendt`)
        expect(linkIn(shipped, 'sporing.posten.no')).toBe(
          `https://sporing.posten.no/sporing/${TRACKING}`,
        )

        // The customer sees SHIPPED with the tracking link in the order's history.
        await customer.goto('/account/orders')
        await customer.getByRole('link', { name: new RegExp(number) }).click()
        const history = customer.getByRole('region', { name: 'Ordrehistorikk' })
        await expect(history.getByText('Sendt', { exact: true })).toBeVisible()
        await expect(history.getByRole('link', { name: `Spor pakke ${TRACKING}` })).toHaveAttribute(
          'href',
          `https://sporing.posten.no/sporing/${TRACKING}`,
        )

        // The admin marks it delivered.
        row = await adminOrderRow(admin, number)
        await row.getByRole('button', { name: `Merk ordre ${number} som levert` }).click()
        await expect(row.getByRole('cell', { name: 'Levert', exact: true })).toBeVisible()

        // The customer returns the line with a reason.
        await customer.reload()
        await expect(history.getByText('Levert', { exact: true })).toBeVisible()
        const returns = customer.getByRole('region', { name: 'Returer' })
        await returns.getByLabel(/antall som returneres$/).fill('1')
        await returns.getByLabel('Årsak').selectOption('changed-mind')
        await returns.getByRole('button', { name: 'Returner delene' }).click()
        await expect(returns.getByText('Returen er registrert.', { exact: false })).toBeVisible()
        await expect(returns.getByText('Retur meldt')).toBeVisible()
        expect(await seriousViolations(customer), 'the order page').toEqual([])

        // The admin pays the return back.
        await admin.goto('/admin/orders')
        const returnRow = admin
          .getByRole('region', { name: 'Returer' })
          .getByRole('row')
          .filter({ has: admin.getByRole('rowheader', { name: number }) })
        await expect(returnRow).toBeVisible()
        expect(await seriousViolations(admin), '/admin/orders').toEqual([])
        await returnRow.getByRole('button', { name: `Refunder returen av ordre ${number}` }).click()
        await expect(returnRow.getByText('Retur refundert')).toBeVisible()

        // The customer sees the return refunded, and the order refunded in its history.
        await customer.reload()
        await expect(returns.getByText('Retur refundert')).toBeVisible()
        await expect(history.getByText('Refundert', { exact: true })).toBeVisible()
      } finally {
        server.child.kill()
        await server.exited
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
