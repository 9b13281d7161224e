/** Test-only: articles for the wishlist and compare lists, and those lists as a device keeps them. */
import { act } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { LIST_ACTION_DELAY_MS } from '../../domain/keyed-list'
import type { ArticleSource, SavedArticle } from '../../domain/saved-article'
import { activateLocale } from '../i18n/i18n'
import { CLIENT_STATE_KEY, clientState } from '../offline/client-state'

/** A TRW brake disc numbered `DF<articleId>`, as the catalogue answers it. */
export function brakeDisc(articleId: number, fields: Partial<ArticleSource> = {}): ArticleSource {
  return {
    articleId,
    articleNumber: `DF${articleId}`,
    articleName: 'Brake disc',
    mfrName: 'TRW',
    price: 102900,
    discount: 25700,
    available: true,
    availability: 'in-stock',
    images: [{ imageURL400: '/part-images/82.svg' }],
    ...fields,
  }
}

/** A Norwegian-named TRW brake disc as the lists keep it. */
export const savedDisc = (id: number): SavedArticle => ({
  articleId: id,
  articleNumber: `DF${id}`,
  articleName: 'Bremseskive',
  mfrName: 'TRW',
  price: 102900,
  discount: 25700,
  available: true,
  availability: 'in-stock',
  image: '/part-images/82.svg',
  rating: null,
  criteria: [{ name: 'Diameter', value: '288 mm' }],
})

/** Writes the lists and currency to localStorage as an earlier visit (or another tab) would. */
export function storeClientState({
  wishlist = [],
  compare = [],
  currency = 'NOK',
}: {
  wishlist?: SavedArticle[]
  compare?: SavedArticle[]
  currency?: string
}) {
  localStorage.setItem(
    CLIENT_STATE_KEY,
    JSON.stringify({
      version: 1,
      app: 'delelager',
      state: {
        wishlist: { items: wishlist },
        compare: { items: compare },
        currency: { code: currency },
      },
    }),
  )
}

/** For the tests of a describe block: English, empty lists before each, real timers after each. */
export function startEachTestWithEmptyLists() {
  beforeAll(() => activateLocale('en'))
  beforeEach(() => {
    localStorage.clear()
    clientState.load()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/** Lets (fake) time pass the pause before a list action is carried out. */
export async function pastListPause(ms = LIST_ACTION_DELAY_MS) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}
