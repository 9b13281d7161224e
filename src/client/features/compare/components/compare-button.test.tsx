import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIST_ACTION_DELAY_MS } from '../../../../domain/keyed-list'
import type { ArticleSource } from '../../../../domain/saved-article'
import { activateLocale, i18n } from '../../../i18n/i18n'
import { clientState } from '../../../offline/client-state'
import { clearToasts, Toasts } from '../../../ui/toasts'
import { CompareButton } from './compare-button'

function article(articleId: number): ArticleSource {
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
  }
}

function renderWith(ui: ReactNode) {
  render(
    <I18nProvider i18n={i18n}>
      {ui}
      <Toasts />
    </I18nProvider>,
  )
  return screen.getByRole('status', { name: 'Notifications' })
}

async function pause(ms = LIST_ACTION_DELAY_MS) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

describe('the compare button', () => {
  beforeAll(async () => {
    await activateLocale('en')
  })
  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    clientState.load()
  })
  afterEach(() => {
    act(() => clearToasts())
    vi.useRealTimers()
  })

  it('adds the article after 250 ms and says so', async () => {
    const toasts = renderWith(<CompareButton article={article(1)} />)
    const button = screen.getByRole('button', { name: 'Add to compare: Brake disc TRW DF1' })
    fireEvent.click(button)
    await pause()
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(within(toasts).getByText('Added to compare')).toBeInTheDocument()
  })

  it('refuses a fifth article with a message saying what to do', async () => {
    const toasts = renderWith(
      [1, 2, 3, 4, 5].map((id) => <CompareButton key={id} article={article(id)} />),
    )
    for (const id of [1, 2, 3, 4]) {
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`DF${id}$`) }))
      await pause()
    }
    act(() => clearToasts())
    const fifth = screen.getByRole('button', { name: /DF5$/ })
    fireEvent.click(fifth)
    await pause()
    expect(fifth).toHaveAttribute('aria-pressed', 'false')
    expect(
      within(toasts).getByText('You can compare up to 4 products. Remove one to add another.'),
    ).toBeInTheDocument()
  })
})
