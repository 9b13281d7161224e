import { expect, test } from '@playwright/test'

test.describe('the app shell', () => {
  test('the front page renders in Norwegian at /', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Reservedeler til kjøretøyet ditt',
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb')
    await expect(page.getByRole('link', { name: 'Hjem', exact: true })).toBeVisible()
  })

  test('the front page lists the demo catalogue categories from the server', async ({ page }) => {
    await page.goto('/')
    const categories = page.getByRole('region', { name: 'Kategorier' })
    await expect(categories.getByRole('heading', { name: 'Bremser', exact: true })).toBeVisible()
    await expect(categories.getByRole('heading', { name: 'Filter', exact: true })).toBeVisible()
    await page.goto('/en')
    const english = page.getByRole('region', { name: 'Categories' })
    await expect(english.getByRole('heading', { name: 'Brakes', exact: true })).toBeVisible()
  })

  test('the front page renders in English at /en', async ({ page }) => {
    await page.goto('/en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spare parts for your vehicle')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible()
  })

  test('the language switch opens the same page in the other language', async ({ page }) => {
    await page.goto('/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om oss')
    await page.getByRole('navigation', { name: 'Språk' }).getByRole('link', { name: 'EN' }).click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'NO' })
      .click()
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om oss')
  })

  test('links inside an English page stay in English', async ({ page }) => {
    await page.goto('/en')
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'About us' })
      .click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
  })

  test('an unknown page shows the 404 page in the page language', async ({ page }) => {
    await page.goto('/finnes-ikke')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden')
    await page.goto('/en/does-not-exist')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  })

  test('the page loads without console errors or CSP violations', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/en/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(problems).toEqual([])
  })
})
