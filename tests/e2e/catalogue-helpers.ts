import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { Article } from '../../src/domain/article-schema'

/** An article as the demo catalogue's listing answers it: the client's own product type. */
export type ListedArticle = Article

/** Articles of the demo catalogue as the listing answers them, in the given language. */
export async function listedArticles(request: APIRequestContext, perPage: number, lang = 'no') {
  const response = await request.get(`/api/tecdoc/get-products?perPage=${perPage}&lang=${lang}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { articles: ListedArticle[] }).articles
}

export async function firstArticle(request: APIRequestContext, lang = 'no') {
  const [article] = await listedArticles(request, 1, lang)
  if (!article) throw new Error('the demo catalogue has no articles')
  return article
}

/** The first top-level category of the demo catalogue's tree. */
export async function firstCategory(request: APIRequestContext) {
  const response = await request.get('/api/category/list/sidebaritems?lang=no')
  const tree = (await response.json()) as { data: { array: { name: string; slug: string }[] } }
  const [category] = tree.data.array
  if (!category) throw new Error('the demo catalogue has no categories')
  return category
}

/** An article in stock with a price, from the demo catalogue's first page. */
export async function soldArticle(request: APIRequestContext) {
  const response = await request.get('/api/tecdoc/get-products?perPage=16&lang=no')
  const { articles } = (await response.json()) as { articles: ListedArticle[] }
  // Orders take stock and the journeys order it many times: the best-stocked one.
  const [article] = articles
    .filter((a) => a.available && a.price - a.discount > 0)
    .sort((a, b) => (b.stock ?? 0) - (a.stock ?? 0))
  if (!article) throw new Error('the demo catalogue sells nothing on its first page')
  return article
}

/** A listing's results (its heading is 'Produkter', read by screen readers only). */
export const listedProducts = (page: Page) =>
  page.getByRole('region', { name: 'Produkter', exact: true })

/** The number of products a listing says it has ("408 produkter", "1 000+ produkter"). */
export async function productCount(page: Page): Promise<number> {
  const text = await listedProducts(page)
    .getByText(/^[\d\s]+\+? produkt(er)?$/)
    .textContent()
  return Number((text ?? '').replace(/\D/g, ''))
}

/** The prices after discount of the cards on the page, in øre. */
export async function cardPrices(page: Page): Promise<number[]> {
  // The text, not innerText: cards far from the screen are not laid out yet (content-visibility),
  // and Chromium's innerText of such a card can be empty.
  const texts = await listedProducts(page).locator('.part-card__price').allTextContents()
  return texts.map((text) => {
    const amounts = text.match(/\d[\d\s]*,\d{2}/g) ?? []
    const last = amounts.at(-1) ?? ''
    return Number(last.replace(/\D/g, ''))
  })
}
