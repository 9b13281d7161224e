import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '@lingui/react'
import { activateLocale, i18n } from '../i18n/i18n'
import { clearToasts, TOAST_DURATION_MS, Toasts, toast } from './toasts'
import { fakeTimersEachTest } from '../test/fake-timers'

function renderToasts() {
  render(
    <I18nProvider i18n={i18n}>
      <button type="button">Before</button>
      <Toasts />
    </I18nProvider>,
  )
  return screen.getByRole('status', { name: 'Notifications' })
}

describe('toasts', () => {
  beforeAll(async () => {
    await activateLocale('en')
  })
  fakeTimersEachTest()
  afterEach(() => {
    act(() => clearToasts())
  })

  it('are read out politely from a region that is in the page before any message', () => {
    const region = renderToasts()
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toBeEmptyDOMElement()
    act(() => toast('Added to the wishlist'))
    expect(within(region).getByText('Added to the wishlist')).toBeVisible()
  })

  it('close by themselves after 5000 ms', () => {
    const region = renderToasts()
    act(() => toast('Added to compare'))
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1))
    expect(within(region).getByText('Added to compare')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(within(region).queryByText('Added to compare')).not.toBeInTheDocument()
  })

  it('wait while the pointer is on them, then take only the time that was left', () => {
    const region = renderToasts()
    act(() => toast('Added to the wishlist'))
    act(() => vi.advanceTimersByTime(3000))
    fireEvent.pointerEnter(region.firstElementChild as Element)
    act(() => vi.advanceTimersByTime(10_000))
    expect(within(region).getByText('Added to the wishlist')).toBeInTheDocument()
    fireEvent.pointerLeave(region.firstElementChild as Element)
    act(() => vi.advanceTimersByTime(1999))
    expect(within(region).getByText('Added to the wishlist')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(within(region).queryByText('Added to the wishlist')).not.toBeInTheDocument()
  })

  it('wait while one has focus, and close with their button, focus going back where it was', () => {
    const region = renderToasts()
    const before = screen.getByRole('button', { name: 'Before' })
    before.focus()
    act(() => toast('Added to the wishlist'))
    const close = within(region).getByRole('button', { name: 'Close message' })
    act(() => close.focus())
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2))
    expect(within(region).getByText('Added to the wishlist')).toBeInTheDocument()
    fireEvent.click(close)
    expect(within(region).queryByText('Added to the wishlist')).not.toBeInTheDocument()
    expect(before).toHaveFocus()
  })

  it('show at most three at once, dropping the oldest', () => {
    const region = renderToasts()
    act(() => {
      for (const message of ['one', 'two', 'three', 'four']) toast(message)
    })
    expect(within(region).queryByText('one')).not.toBeInTheDocument()
    expect(within(region).getAllByRole('button', { name: 'Close message' })).toHaveLength(3)
  })
})
