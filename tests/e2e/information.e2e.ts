import { expect, type Page, test } from '@playwright/test'
import { cutNetwork, waitForServiceWorkerControl } from './offline-helpers'
import { scrollToFooter } from './scroll-helpers'

const footer = (page: Page) => page.getByRole('contentinfo')

test.describe('the footer', () => {
  test('shows the company, organisation number, address and e-mail from the settings', async ({
    page,
  }) => {
    await page.goto('/')
    await scrollToFooter(page)
    const contact = footer(page).getByRole('region', { name: 'Kontakt oss' })
    await expect(contact.getByText('Delelager AS', { exact: true })).toBeVisible()
    await expect(contact.getByText('Org.nr. 315 482 097')).toBeVisible()
    await expect(contact).toContainText('2069 Jessheim')
    await expect(contact.getByRole('link', { name: 'kundeservice@delelager.no' })).toHaveAttribute(
      'href',
      'mailto:kundeservice@delelager.no',
    )
    await expect(contact.getByRole('link', { name: '+47 63 94 50 00' })).toHaveAttribute(
      'href',
      'tel:+4763945000',
    )
    await expect(
      footer(page).getByRole('link', { name: 'Facebook (åpnes i ny fane)' }),
    ).toHaveAttribute('rel', /noopener/)
  })

  test('says kindly that the newsletter sent and stored nothing', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(request.url())
    })
    await page.goto('/')
    await scrollToFooter(page)
    const newsletter = footer(page).getByRole('region', { name: 'Nyhetsbrev' })
    await newsletter.getByLabel('E-postadresse').fill('ola@example.no')
    await newsletter.getByRole('button', { name: 'Meld på' }).click()
    await expect(newsletter.getByRole('status')).toHaveText(
      'Takk! Nyhetsbrevet er ikke i gang ennå, så vi har ikke lagret e-postadressen din.',
    )
    expect(requests).toEqual([])
  })

  test('shows the settings kept on the device when the network is gone', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await scrollToFooter(page)
    await waitForServiceWorkerControl(page)
    await expect(footer(page).getByText('Org.nr. 315 482 097')).toBeVisible()
    await page.waitForFunction(() => localStorage.getItem('settingsData')?.includes('315482097'))

    await cutNetwork(context)
    await page.reload()
    await scrollToFooter(page)

    await expect(footer(page).getByText('Org.nr. 315 482 097')).toBeVisible()
  })

  test('leads to the information pages', async ({ page }) => {
    await page.goto('/')
    await scrollToFooter(page)
    await footer(page)
      .getByRole('navigation', { name: 'Informasjon' })
      .getByRole('link', { name: 'Kjøpsvilkår' })
      .click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kjøpsvilkår')
  })
})

test.describe('the footer without a service worker', () => {
  test.use({ serviceWorkers: 'block' })

  test('shows the settings kept on the device when their request fails, and only logs it', async ({
    page,
  }) => {
    await page.goto('/')
    await scrollToFooter(page)
    await page.waitForFunction(() => localStorage.getItem('settingsData')?.includes('315482097'))
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.route('**/api/setting/settings', (route) => route.abort('internetdisconnected'))

    await page.reload()
    await scrollToFooter(page)

    await expect(footer(page).getByText('Org.nr. 315 482 097')).toBeVisible()
    await expect
      .poll(() => errors.some((text) => text.includes('Error fetching settings')))
      .toBe(true)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('when the signal drops before the footer has loaded, the page stays as it is, and the footer is there on the next load', async ({
    page,
    context,
  }) => {
    await page.goto('/about-us')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    const network = await cutNetwork(context)
    // Listening before the scroll: the failed import can be logged before the scroll's own
    // answer comes back, and a listener set up after it would wait forever.
    const failureLogged = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('could not be loaded'),
    })
    // Scrolled to the end, the footer's code is wanted, and its files cannot be fetched.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await failureLogged
    await expect(heading).toBeVisible()
    await expect(footer(page)).toHaveCount(0)

    await network.restore()
    await page.reload()
    await scrollToFooter(page)
    await expect(footer(page).getByRole('region', { name: 'Kontakt oss' })).toBeVisible()
  })
})

test.describe('the information pages', () => {
  test('the terms state the 14-day right of withdrawal, at both addresses', async ({ page }) => {
    for (const path of ['/terms', '/terms-and-conditions']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kjøpsvilkår')
      await expect(page.getByRole('heading', { name: '8. Angrerett' })).toBeVisible()
      await expect(page.getByText(/14 dagers angrerett etter angrerettloven/)).toBeVisible()
      await expect(page).toHaveTitle('Kjøpsvilkår – Delelager')
    }
  })

  test('the terms are in English under /en', async ({ page }) => {
    await page.goto('/en/terms')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions')
    await expect(page.getByRole('heading', { name: '8. Right of withdrawal' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('the contact form sends a message and confirms it', async ({ page }) => {
    await page.goto('/contact-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt oss')
    const form = page.getByRole('region', { name: 'Send oss en melding' })
    await form.getByLabel('Navn').fill('Kari Nordmann')
    await form.getByLabel('E-postadresse').fill('kari@example.no')
    await form.getByLabel('Melding').fill('Har dere bremseklosser til en Golf VII 1.6 TDI?')
    const sent = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/contact/send/email' && response.status() === 201,
    )
    await form.getByRole('button', { name: 'Send melding' }).click()
    await sent
    await expect(form.getByRole('status')).toContainText('Takk! Meldingen din er mottatt.')
    await expect(form.getByLabel('Melding')).toHaveValue('')
  })

  test('the blog lists the posts and opens one', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogg')
    await page
      .getByRole('article')
      .getByRole('link', { name: 'Slik bytter du bremseklosser' })
      .click()
    await expect(page).toHaveURL(/\/blog\/slik-bytter-du-bremseklosser$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slik bytter du bremseklosser')
    await page.goto('/en/blog/slik-bytter-du-bremseklosser')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to replace brake pads')
  })

  test('an unknown blog post is the 404 page', async ({ page }) => {
    await page.goto('/blog/finnes-ikke')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden')
  })

  test('every information page has one h1 and its own title', async ({ page }) => {
    for (const path of [
      '/about-us',
      '/contact-us',
      '/terms',
      '/privacy-policy',
      '/track-order',
      '/blog',
      '/blog/elbil-hva-slites',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      const h1 = await page.getByRole('heading', { level: 1 }).textContent()
      await expect(page).toHaveTitle(`${h1} – Delelager`)
    }
  })

  test('track-order says plainly when no order has that number and e-mail', async ({ page }) => {
    await page.goto('/track-order')
    const main = page.getByRole('main')
    await main.getByLabel('Ordrenummer').fill('999999')
    await main.getByLabel('E-postadresse').fill('kari@example.no')
    await main.getByRole('button', { name: 'Spor ordre' }).click()
    await expect(main.getByRole('status')).toContainText('Vi fant ingen bestilling')
  })
})
