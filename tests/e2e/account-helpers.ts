/** Accounts in e2e tests: a new one, signed in on the page's device. */
import { expect, type Page } from '@playwright/test'

/** Registers a new account and keeps its token on this device; resolves with the token. */
export async function signUpOnDevice(page: Page, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.no`
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'verksted-2026' },
  })
  expect(response.status()).toBe(201)
  const { token } = await response.json()
  await page.evaluate((value) => localStorage.setItem('jwtToken', value), token)
  return token
}
