import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIST_ACTION_DELAY_MS } from '../../../../domain/keyed-list'
import { activateLocale } from '../../../i18n/i18n'
import { clientState } from '../../../offline/client-state'
import { renderWithToasts } from '../../../test/render-with-toasts'
import { brakeDisc } from '../../../test/saved-articles'
import { clearToasts, TOAST_DURATION_MS } from '../../../ui/toasts'
import { WishlistButton } from './wishlist-button'

async function pause(ms = LIST_ACTION_DELAY_MS) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

describe('the wishlist button', () => {
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

  it('adds the article after 250 ms, pending meanwhile, then says so in a toast that closes', async () => {
    const toasts = renderWithToasts(<WishlistButton article={brakeDisc(1)} />)
    const button = screen.getByRole('button', { name: 'Add to wishlist: Brake disc TRW DF1' })
    expect(button).toHaveAttribute('aria-pressed', 'false')

    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await pause(LIST_ACTION_DELAY_MS - 1)
    expect(clientState.getSnapshot().wishlist).toEqual([])

    await pause(1)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(within(toasts).getByText('Added to the wishlist')).toBeInTheDocument()
    expect(clientState.getSnapshot().wishlist.map((item) => item.articleId)).toEqual([1])

    await pause(TOAST_DURATION_MS)
    expect(within(toasts).queryByText('Added to the wishlist')).not.toBeInTheDocument()
  })

  it('ignores presses while pending, so one press adds once', async () => {
    renderWithToasts(<WishlistButton article={brakeDisc(1)} />)
    const button = screen.getByRole('button', { name: /^Add to wishlist/ })
    fireEvent.click(button)
    fireEvent.click(button)
    await pause()
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(clientState.getSnapshot().wishlist).toHaveLength(1)
  })

  it('takes the article off the wishlist when pressed again, without a toast', async () => {
    const toasts = renderWithToasts(<WishlistButton article={brakeDisc(1)} />)
    const button = screen.getByRole('button', { name: /^Add to wishlist/ })
    fireEvent.click(button)
    await pause()
    act(() => clearToasts())
    fireEvent.click(button)
    await pause()
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(clientState.getSnapshot().wishlist).toEqual([])
    expect(toasts).toBeEmptyDOMElement()
  })

  it('shows the visible word inside its name, or only the icon on small cards', () => {
    renderWithToasts(<WishlistButton article={brakeDisc(1)} iconOnly />)
    const button = screen.getByRole('button', { name: /^Add to wishlist/ })
    expect(within(button).getByText('Wishlist')).toHaveClass('visually-hidden')
  })
})
