import { onlineManager } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { createQueryClient } from '../../../offline/query-client'
import type { Article } from '../../../../domain/article-schema'
import type { PartsPage } from '../../../data/vehicles/get-vehicle-parts'
import { articleNumberSearchQuery } from '../../../data/catalogue/search-by-article-number'
import { listedArticle } from '../../../test/listed-article'
import { renderApp } from '../../../test/render-app'

const oilFilter = listedArticle({
  articleId: 7,
  articleNumber: 'HU 7008 z',
  articleName: 'Oil filter',
  mfrName: 'MANN-FILTER',
  price: 18900,
  images: [{ imageURL400: '/part-images/7.svg' }],
})

const page = (articles: Article[], total = articles.length): PartsPage => ({
  articles,
  page: 1,
  perPage: 16,
  total,
})

/** `/en/catalog/article…` with the search answers already in the cache. */
async function renderArticleSearch(path: string, answers: Record<string, PartsPage> = {}) {
  await activateLocale('en')
  const queryClient = createQueryClient()
  for (const [number, answer] of Object.entries(answers)) {
    queryClient.setQueryData(articleNumberSearchQuery('en', { number, page: 1 }).queryKey, answer)
  }
  const { router, user } = renderApp(path, { queryClient })
  return { router, user }
}

describe('the article-number search (/catalog/article)', () => {
  afterEach(() => {
    onlineManager.setOnline(true)
    vi.unstubAllGlobals()
  })

  it('names the number searched and lists the articles that have it', async () => {
    await renderArticleSearch('/en/catalog/article?n=HU%207008%20z', {
      'HU 7008 z': page([oilFilter]),
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Results for article number HU 7008 z',
      }),
    ).toHaveFocus()
    const results = screen.getByRole('region', { name: 'Parts' })
    expect(within(results).getByText('1 part')).toBeInTheDocument()
    const card = within(results).getByRole('article', { name: 'Oil filter' })
    expect(within(card).getByText('Article number HU 7008 z')).toBeInTheDocument()
    expect(within(card).getByText('MANN-FILTER')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Article number' })).toHaveValue('HU 7008 z')
  })

  it('is the 404 page naming the number when no article has it', async () => {
    await renderArticleSearch('/en/catalog/article?n=NOPE-1', { 'NOPE-1': page([], 0) })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No part has the article number NOPE-1',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('keeps the page, saying none fits, when the number finds parts but none for the vehicle', async () => {
    await activateLocale('en')
    const queryClient = createQueryClient()
    const search = (vehicle?: number) =>
      articleNumberSearchQuery('en', { number: 'HU7008Z', page: 1, vehicle }).queryKey
    queryClient.setQueryData(search(), page([oilFilter]))
    queryClient.setQueryData(search(5), page([], 0))
    renderApp('/en/catalog/article?n=HU7008Z&filter_vehicle=5', { queryClient })
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Show all parts' })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Results for article number HU7008Z' }),
    ).toBeInTheDocument()
  })

  it('says the device is offline when the search is not cached and the network is gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    onlineManager.setOnline(false)
    await renderArticleSearch('/en/catalog/article?n=HU7008Z')
    // The first attempt fails, and the retry waits for the network (React Query pauses it).
    const message = await screen.findByText(
      /You are offline, and this has not been saved/,
      undefined,
      {
        timeout: 5000,
      },
    )
    expect(message).toBeVisible()
  })

  it('searches another number from its form and asks for one when the box is empty', async () => {
    const { router, user } = await renderArticleSearch('/en/catalog/article?n=HU7008Z', {
      HU7008Z: page([oilFilter]),
    })
    const box = await screen.findByRole('textbox', { name: 'Article number' })
    await user.clear(box)
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an article number.')
    await user.type(box, ' W 712/95 {Enter}')
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ n: 'W 712/95' }))
  })
})
