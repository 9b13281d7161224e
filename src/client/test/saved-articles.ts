/** Test-only: articles for the wishlist and compare lists, and those lists as a device keeps them. */
import { act } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { LIST_ACTION_DELAY_MS } from '../../domain/keyed-list'
import type { SavedArticle } from '../../domain/saved-article'
import { activateLocale } from '../i18n/i18n'
import { CLIENT_STATE_KEY, clientState } from '../offline/client-state'
import { clearToasts } from '../ui/toasts'

export { brakeDisc, savedDisc } from '../../domain/test/saved-articles'

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

/** For a list button's tests: empty lists, fake timers, and no toast left over after each. */
export function startEachButtonTestWithEmptyLists() {
  startEachTestWithEmptyLists()
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    act(() => clearToasts())
  })
}

/** Lets (fake) time pass the pause before a list action is carried out. */
export async function pastListPause(ms = LIST_ACTION_DELAY_MS) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}
