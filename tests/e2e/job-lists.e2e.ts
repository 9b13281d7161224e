import { expect, type Page, test } from '@playwright/test'
import type { JobList } from '../../src/domain/job-list'
import { productSlug } from '../../src/domain/product-slug'
import { listedArticles } from './catalogue-helpers'
import { cutNetwork, waitForSavedQuery, waitForServiceWorkerControl } from './offline-helpers'
import { signUpOnDevice } from './account-helpers'

async function accountJobs(page: Page, token: string): Promise<JobList[]> {
  const response = await page.request.get('/api/jobs', { headers: { Authorization: token } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { items: JobList[] }).items
}

test.describe('job lists', () => {
  test('a job built offline for a plate reaches the account on reconnect, opens as a shared link in another browser and into its cart, prints as a quote, and all of it goes into the cart', async ({
    page,
    context,
    browser,
    request,
  }) => {
    const [first, second] = (await listedArticles(request, 16)).filter(
      (article) => article.available && article.price - article.discount > 0,
    )
    if (!first || !second) throw new Error('the demo catalogue sells too little')

    await page.goto('/')
    await waitForServiceWorkerControl(page)
    const token = await signUpOnDevice(page, 'jobber')
    // Both product pages once online, so the device has them.
    for (const article of [first, second]) {
      await page.goto(`/products/${productSlug(article)}`)
      await expect(page.getByRole('button', { name: 'Legg til i jobb' })).toBeVisible()
      await waitForSavedQuery(page, `"item",${article.articleId}`)
    }

    const network = await cutNetwork(context)
    await page.goto('/jobs')
    await expect(page.getByRole('heading', { name: 'Jobber', level: 1 })).toBeVisible()
    await page.getByLabel('Navn på jobben').fill('Bremser foran')
    await page.getByLabel('Kunde (valgfritt)').fill('Kari Nordmann')
    await page.getByLabel('Registreringsnummer').fill('el 12345')
    await page.getByRole('button', { name: 'Opprett jobb' }).click()
    await expect(page.getByRole('heading', { name: 'Bremser foran', level: 1 })).toBeVisible()
    await expect(page.getByText('EL12345')).toBeVisible()

    for (const article of [first, second]) {
      await page.goto(`/products/${productSlug(article)}`)
      await page.getByRole('button', { name: 'Legg til i jobb' }).click()
      const dialog = page.getByRole('dialog', { name: 'Legg til i jobb' })
      await expect(dialog.getByRole('combobox', { name: 'Jobb' })).toHaveValue(/.+/)
      await dialog.getByRole('button', { name: 'Legg til i jobb' }).click()
      await expect(dialog.getByRole('link', { name: 'Bremser foran' })).toBeVisible()
      await dialog.getByRole('link', { name: 'Bremser foran' }).click()
    }

    const lines = page.getByRole('list', { name: 'Deler til jobben' }).getByRole('listitem')
    await expect(lines).toHaveCount(2)
    await lines.first().getByRole('button', { name: 'Flere' }).click()
    await lines.first().getByLabel('Notat').fill('Begge sider, sjekk klaringen')
    await lines.first().getByLabel('Notat').blur()
    await expect(page.getByText(/endring(er)? er lagret på denne enheten/)).toBeVisible()
    expect(await accountJobs(page, token)).toEqual([])

    await network.restore()
    await expect
      .poll(async () => {
        const [job] = await accountJobs(page, token)
        return (
          job && {
            name: job.name,
            customer: job.customer,
            plate: job.vehicle?.plate,
            lines: job.lines.map((l) => [l.product.articleId, l.quantity, l.note]),
          }
        )
      })
      .toEqual({
        name: 'Bremser foran',
        customer: 'Kari Nordmann',
        plate: 'EL12345',
        lines: [
          [first.articleId, 2, 'Begge sider, sjekk klaringen'],
          [second.articleId, 1, ''],
        ],
      })
    await expect(page.getByText(/lagret på denne enheten/)).toBeHidden()

    // Shared as a link, the job opens in another browser with its car, goes into that browser's
    // cart, and prints as a quote with its note and validity.
    await page.getByRole('button', { name: 'Del som lenke' }).click()
    const linkBox = page.getByRole('textbox', { name: /^Lenke, gyldig til/ })
    await expect(linkBox).toHaveValue(/\/shared\/[A-Za-z0-9_-]{22}$/)
    const link = await linkBox.inputValue()
    const other = await browser.newContext({ locale: 'nb-NO' })
    try {
      const customer = await other.newPage()
      await customer.goto(link)
      await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Bremser foran')
      await expect(customer.getByText(/\(EL12345\)/)).toBeVisible()
      await customer.getByRole('button', { name: 'Legg i min handlekurv' }).click()
      await expect(customer.getByText('La 2 varer i handlekurven din.')).toBeVisible()
      await customer.goto('/cart')
      for (const article of [first, second]) {
        await expect(
          customer.getByRole('link', { name: new RegExp(article.articleName) }).first(),
        ).toBeVisible()
      }
      await customer.goto(`${link}?print=1`)
      await customer.emulateMedia({ media: 'print' })
      await expect(customer.getByText(/^Gyldig til \d/)).toBeVisible()
      await expect(customer.getByText('Begge sider, sjekk klaringen')).toBeVisible()
      await expect(customer.getByText(/\(EL12345\)/)).toBeVisible()
      await expect(customer.getByText('Sum eks. mva')).toBeVisible()
    } finally {
      await other.close()
    }

    await page.getByRole('button', { name: 'Legg alt i handlekurven' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Lagt i handlekurven:' }),
    ).toContainText('2 ×')
    await page.goto('/cart')
    for (const article of [first, second]) {
      await expect(
        page.getByRole('link', { name: new RegExp(article.articleName) }).first(),
      ).toBeVisible()
    }
  })
})
