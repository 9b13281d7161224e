import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIST_ACTION_DELAY_MS } from '../../../../domain/keyed-list'
import { activateLocale } from '../../../i18n/i18n'
import { clientState } from '../../../offline/client-state'
import { renderWithToasts } from '../../../test/render-with-toasts'
import { brakeDisc } from '../../../test/saved-articles'
import { clearToasts } from '../../../ui/toasts'
import { CompareButton } from './compare-button'

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
    const toasts = renderWithToasts(<CompareButton article={brakeDisc(1)} />)
    const button = screen.getByRole('button', { name: 'Add to compare: Brake disc TRW DF1' })
    fireEvent.click(button)
    await pause()
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(within(toasts).getByText('Added to compare')).toBeInTheDocument()
  })

  it('refuses a fifth article with a message saying what to do', async () => {
    const toasts = renderWithToasts(
      [1, 2, 3, 4, 5].map((id) => <CompareButton key={id} article={brakeDisc(id)} />),
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
