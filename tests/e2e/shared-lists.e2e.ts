import { type APIRequestContext, expect, test } from '@playwright/test'
import { formatOrgNumber } from '../../src/domain/org-number'
import { productSlug } from '../../src/domain/product-slug'
import type { ShopSettings } from '../../src/domain/settings'
import { seriousViolations } from './axe'
import type { ListedArticle } from './catalogue-helpers'
import { cutNetwork } from './offline-helpers'

const sale = (article: ListedArticle) => article.price - article.discount
const nameOf = (article: ListedArticle) => `${article.mfrName} ${article.articleName}`

/** An article the shop sells, from the demo catalogue's first page. */
async function soldArticle(request: APIRequestContext) {
  const response = await request.get('/api/tecdoc/get-products?perPage=16&lang=no')
  const { articles } = (await response.json()) as { articles: ListedArticle[] }
  const article = articles.find((a) => a.available && sale(a) > 0 && (a.stock ?? 10) >= 2)
  if (!article) throw new Error('the demo catalogue sells nothing on its first page')
  return article
}

test.describe('a cart shared as a link', () => {
  test('opens in another browser with its lines, goes into that cart, prints as a quote with the shop and the validity, and stops opening once its owner revokes it', async ({
    page,
    browser,
    request,
  }) => {
    const article = await soldArticle(request)
    const settings = (await (await request.get('/api/setting/settings')).json()) as ShopSettings

    await page.goto(`/products/${productSlug(article)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(article))
    await page.getByRole('button', { name: 'Øk antall' }).click()
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await page.goto('/cart')
    await page.getByRole('button', { name: 'Del som lenke' }).click()
    const linkBox = page.getByRole('textbox', { name: /^Lenke, gyldig til/ })
    await expect(linkBox).toHaveValue(/\/shared\/[A-Za-z0-9_-]{22}$/)
    const link = await linkBox.inputValue()
    expect(await seriousViolations(page)).toEqual([])

    const other = await browser.newContext({ locale: 'nb-NO' })
    try {
      const friend = await other.newPage()
      await friend.goto(link)
      await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Delt handlekurv')
      await expect(friend.getByText(nameOf(article))).toBeVisible()
      await expect(friend.getByRole('button', { name: 'Trekk tilbake lenken' })).toHaveCount(0)
      expect(await seriousViolations(friend)).toEqual([])
      await friend.getByRole('button', { name: 'Legg i min handlekurv' }).click()
      await expect(friend.getByText('La 1 vare i handlekurven din.')).toBeVisible()
      await friend.getByRole('link', { name: 'Gå til handlekurven' }).click()
      const line = friend
        .getByRole('listitem')
        .filter({ has: friend.getByRole('heading', { name: nameOf(article) }) })
      await expect(line).toBeVisible()
      await expect(line.getByRole('spinbutton')).toHaveValue('2')

      await friend.goto(`${link}?print=1`)
      await friend.emulateMedia({ media: 'print' })
      await expect(friend.getByText(`Org.nr. ${formatOrgNumber(settings.orgNr)}`)).toBeVisible()
      await expect(friend.getByText(settings.companyName, { exact: true })).toBeVisible()
      await expect(friend.getByText(/^Gyldig til \d/)).toBeVisible()
      await expect(friend.getByRole('cell', { name: new RegExp(nameOf(article)) })).toBeVisible()
      await expect(friend.getByText('Sum eks. mva')).toBeVisible()
      await expect(friend.locator('.site-header')).toBeHidden()
      await expect(friend.getByRole('button', { name: 'Skriv ut' })).toBeHidden()
      await friend.emulateMedia({ media: 'screen' })
      expect(await seriousViolations(friend)).toEqual([])

      // The guest who shared it keeps its key on this device, with or without a cart on the
      // server, and takes it back from the cart page: it opens nowhere any more.
      const mine = page.getByRole('region', { name: 'Lenker delt fra denne enheten' })
      await expect(mine.getByRole('listitem')).toHaveCount(1)
      await mine.getByRole('button', { name: 'Trekk tilbake lenken' }).click()
      await expect(mine.getByRole('status')).toHaveText(
        'Lenken er trukket tilbake. Ingen kan åpne den lenger.',
      )
      await expect(mine.getByRole('listitem')).toHaveCount(0)
      expect((await friend.request.get(link)).status()).toBe(404)
      await friend.goto(link)
      await expect(friend.getByRole('heading', { level: 1 })).toHaveText(
        'Lenken finnes ikke eller er utløpt',
      )
    } finally {
      await other.close()
    }
  })

  test('says sharing needs a connection when there is none, instead of failing silently', async ({
    page,
    context,
    request,
  }) => {
    const article = await soldArticle(request)
    await page.goto(`/products/${productSlug(article)}`)
    await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
    await page.goto('/cart')
    await expect(page.getByRole('button', { name: 'Del som lenke' })).toBeVisible()
    const network = await cutNetwork(context)
    await page.getByRole('button', { name: 'Del som lenke' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Deling krever internettforbindelse. Koble til og prøv igjen.',
    )
    await network.restore()
  })
})
