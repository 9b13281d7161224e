import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { linkIn, mailTo } from './mail-helpers'

const OLD_PASSWORD = 'verksted-2026'
const NEW_PASSWORD = 'nytt-verksted-2026'

function uniqueEmail() {
  return `glemsk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.no`
}

test('a shopper who forgot the password gets a link by mail, chooses a new one and signs in with it', async ({
  page,
}) => {
  const email = uniqueEmail()
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: OLD_PASSWORD },
  })
  expect(registered.status()).toBe(201)

  await page.goto('/account/login')
  await page.getByRole('link', { name: 'Glemt passord?' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glemt passord?')
  await page.waitForLoadState('networkidle')
  expect(await seriousViolations(page), '/account/forgot-password').toEqual([])
  const main = page.getByRole('main')
  await main.getByLabel('E-postadresse').fill(email)
  await main.getByRole('button', { name: 'Send lenken' }).click()
  await expect(main.getByRole('status')).toContainText('Hvis en konto har denne adressen')

  const mail = await mailTo(email)
  expect(mail.subject).toBe('Velg et nytt passord')
  const link = linkIn(mail, '/account/reset-password?token=')

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Velg et nytt passord')
  await page.waitForLoadState('networkidle')
  expect(await seriousViolations(page), '/account/reset-password').toEqual([])
  await main.getByLabel('Nytt passord', { exact: true }).fill(NEW_PASSWORD)
  await main.getByLabel('Gjenta det nye passordet').fill(NEW_PASSWORD)
  await main.getByRole('button', { name: 'Lagre det nye passordet' }).click()
  await expect(main.getByRole('status')).toContainText('Passordet er endret')

  await main.getByRole('status').getByRole('link', { name: 'Logg inn' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logg inn eller opprett konto')
  const signIn = page.getByRole('region', { name: 'Logg inn', exact: true })
  await signIn.getByLabel('E-postadresse').fill(email)
  await signIn.getByLabel('Passord', { exact: true }).fill(NEW_PASSWORD)
  await signIn.getByRole('button', { name: 'Logg inn' }).click()
  await expect(page).toHaveURL(/\/account\/dashboard$/)

  // The link is spent: opened again, it says so.
  await page.goto(link)
  await main.getByLabel('Nytt passord', { exact: true }).fill('et-tredje-passord')
  await main.getByLabel('Gjenta det nye passordet').fill('et-tredje-passord')
  await main.getByRole('button', { name: 'Lagre det nye passordet' }).click()
  await expect(main.getByRole('status')).toContainText('allerede brukt')
  await expect(main.getByRole('link', { name: 'Be om en ny lenke' })).toBeVisible()
})

test('the standard withdrawal form names the seller and is linked from the terms', async ({
  page,
}) => {
  await page.goto('/terms')
  await page.getByRole('main').getByRole('link', { name: 'standard angreskjema' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Angrerettskjema')
  const form = page.getByRole('region', { name: 'Standardskjema for bruk av angrerett' })
  await expect(form).toContainText('Jeg/vi (*) underretter herved')
  await expect(form).toContainText('Org.nr.')
  await page.waitForLoadState('networkidle')
  expect(await seriousViolations(page), '/cancellation-form').toEqual([])
  await page.goto('/en/cancellation-form')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Standard withdrawal form')
})
