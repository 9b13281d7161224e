import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LIST_ACTION_DELAY_MS } from '../../../../domain/keyed-list'
import { clientState } from '../../../offline/client-state'
import { renderWithToasts } from '../../../test/render-with-toasts'
import {
  brakeDisc,
  pastListPause,
  startEachButtonTestWithEmptyLists,
} from '../../../test/saved-articles'
import { clearToasts, TOAST_DURATION_MS } from '../../../ui/toasts'
import { WishlistButton } from './wishlist-button'

describe('the wishlist button', () => {
  startEachButtonTestWithEmptyLists()

  it('adds the article after 250 ms, pending meanwhile, then says so in a toast that closes', async () => {
    const toasts = renderWithToasts(<WishlistButton article={brakeDisc(1)} />)
    const button = screen.getByRole('button', { name: 'Add to wishlist: Brake disc TRW DF1' })
    expect(button).toHaveAttribute('aria-pressed', 'false')

    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await pastListPause(LIST_ACTION_DELAY_MS - 1)
    expect(clientState.getSnapshot().wishlist).toEqual([])

    await pastListPause(1)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(within(toasts).getByText('Added to the wishlist')).toBeInTheDocument()
    expect(clientState.getSnapshot().wishlist.map((item) => item.articleId)).toEqual([1])

    await pastListPause(TOAST_DURATION_MS)
    expect(within(toasts).queryByText('Added to the wishlist')).not.toBeInTheDocument()
  })

  it('ignores presses while pending, so one press adds once', async () => {
    renderWithToasts(<WishlistButton article={brakeDisc(1)} />)
    const button = screen.getByRole('button', { name: /^Add to wishlist/ })
    fireEvent.click(button)
    fireEvent.click(button)
    await pastListPause()
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(clientState.getSnapshot().wishlist).toHaveLength(1)
  })

  it('takes the article off the wishlist when pressed again, without a toast', async () => {
    const toasts = renderWithToasts(<WishlistButton article={brakeDisc(1)} />)
    const button = screen.getByRole('button', { name: /^Add to wishlist/ })
    fireEvent.click(button)
    await pastListPause()
    act(() => clearToasts())
    fireEvent.click(button)
    await pastListPause()
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
