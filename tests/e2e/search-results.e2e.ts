import { expect, test } from '@playwright/test'
import { cardPrices, listedProducts as products, productCount } from './catalogue-helpers'

const ascending = (prices: number[]) => prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) <= p)

test.describe('search results', () => {
  test('words list their parts with facets; sorting, paging and a filter change what is listed', async ({
    page,
  }) => {
    const api = await page.request.get('/api/tecdoc/search?search=bremseklosser&perPage=1')
    const all = (await api.json()).total as number
    expect(all).toBeGreaterThan(16)

    await page.goto('/search?q=bremseklosser')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText('Søkeresultater for «bremseklosser»')
    await expect(page).toHaveTitle(/^Søkeresultater for «bremseklosser» – /)
    await expect.poll(() => productCount(page)).toBe(all)
    await expect(products(page).getByRole('article')).toHaveCount(16)

    // Cheapest first, then the next page goes on from there.
    await products(page).getByRole('combobox', { name: 'Sorter etter' }).selectOption({
      label: 'Pris, lav til høy',
    })
    await expect(page).toHaveURL(/\/search\?q=bremseklosser&sort=price_asc$/)
    await expect
      .poll(async () => {
        const prices = await cardPrices(page)
        return prices.length === 16 && ascending(prices)
      })
      .toBe(true)
    const lastOnFirstPage = (await cardPrices(page)).at(-1) ?? 0
    await products(page).getByRole('link', { name: 'Neste side' }).click()
    await expect(page).toHaveURL(/\/search\?q=bremseklosser&sort=price_asc&page=2$/)
    await expect(products(page).getByText(/^Side 2 av \d+$/)).toBeVisible()
    await expect
      .poll(async () => (await cardPrices(page))[0] ?? 0)
      .toBeGreaterThanOrEqual(lastOnFirstPage)

    // A brand narrows the search to its count, back on page 1.
    const brand = page.getByRole('group', { name: 'Merke' }).getByRole('checkbox').first()
    const label = await brand.evaluate((box) => box.closest('label')?.textContent ?? '')
    const brandCount = Number(/\((\d+)\)/.exec(label)?.[1])
    expect(brandCount).toBeLessThan(all)
    await brand.click()
    await expect(brand).toBeChecked()
    await expect(page).toHaveURL(/\/search\?q=bremseklosser&sort=price_asc&filter_brand=[\w-]+$/)
    await expect.poll(() => productCount(page)).toBe(brandCount)
  })

  test('a word typed with a typo lists the part and asks whether the corrected word was meant', async ({
    page,
  }) => {
    await page.goto('/search?q=vanpumpe')
    const corrected = page.getByText(/^Mente du «vannpumpe»\?$/)
    await expect(corrected).toBeVisible()
    await expect(products(page).getByRole('article').first()).toContainText('Vannpumpe')
    await corrected.getByRole('link', { name: '«vannpumpe»' }).click()
    await expect(page).toHaveURL(/\/search\?q=vannpumpe$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Søkeresultater for «vannpumpe»',
    )
    await expect(page.getByText(/^Mente du/)).toHaveCount(0)
  })

  test('words that find nothing say so and offer what to try; an emoji typed in the header box too, at once', async ({
    page,
  }) => {
    await page.goto('/search?q=qqqqzz')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Søkeresultater for «qqqqzz»')
    await expect(page.getByText('Ingen treff på «qqqqzz».')).toBeVisible()
    const tips = page.getByRole('list', { name: 'Prøv dette:' })
    await expect(tips.getByText('Sjekk stavemåten.')).toBeVisible()
    await expect(tips.getByText(/registreringsnummeret til bilen din i søkefeltet/)).toBeVisible()
    await expect(
      tips.getByRole('link', { name: 'Søk på varenummer, OE-nummer eller EAN-nummer' }),
    ).toHaveAttribute('href', '/catalog/article')
    await expect(tips.getByRole('link', { name: 'Bla gjennom kategoriene' })).toHaveAttribute(
      'href',
      '/catalog',
    )

    // No mistake, nothing to find: said as soon as the shop answers, not after retries.
    const box = page.getByRole('combobox', { name: 'Skiltnummer, delenummer eller del' })
    await box.fill('🚗\u200f')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=%F0%9F%9A%97$/)
    await expect(page.getByText('Ingen treff på «🚗».')).toBeVisible({ timeout: 5_000 })
  })
})
