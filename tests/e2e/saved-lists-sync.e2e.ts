import { expect, type Page, test } from '@playwright/test'
import { productSlug } from '../../src/domain/product-slug'
import { firstArticle } from './catalogue-helpers'
import { signUpOnDevice } from './account-helpers'

const wishlistLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Din butikk' }).getByRole('link', { name: /^Ønskeliste/ })

test('a wishlist made on a device before signing in appears on another device after sign-in', async ({
  page,
  browser,
  request,
}) => {
  const article = await firstArticle(request)
  await page.goto(`/products/${productSlug(article)}`)
  const heart = page.getByRole('button', { name: /^Legg i ønskeliste: / }).first()
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(wishlistLink(page)).toHaveAccessibleName('Ønskeliste 1 vare')

  const token = await signUpOnDevice(page, 'liste')
  await page.reload()
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/saved-lists', {
        headers: { Authorization: token },
      })
      const lists: { wishlist: { articleId: number }[] } = await response.json()
      return lists.wishlist.map((item) => item.articleId)
    })
    .toEqual([article.articleId])

  const other = await browser.newContext()
  const phone = await other.newPage()
  await phone.goto('/')
  await expect(wishlistLink(phone)).toHaveAccessibleName('Ønskeliste 0 varer')
  await phone.evaluate((value) => localStorage.setItem('jwtToken', value), token)
  await phone.goto('/wishlist')
  await expect(wishlistLink(phone)).toHaveAccessibleName('Ønskeliste 1 vare')
  await expect(phone.getByRole('heading', { name: article.articleName, level: 2 })).toBeVisible()
  await other.close()
})
