import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { polyfillDialog } from '../../../test/dialog-polyfill'
import { brakePads, renderWithRouter } from '../test-harness'
import { QUICK_VIEW_DELAY_MS, QuickViewButton } from './quick-view-button'
import type { QuickViewArticle } from './quick-view-dialog'

const backorderCard = { ...brakePads, availability: 'on-backorder' as const }
const outOfStockCard = { ...brakePads, availability: 'out-of-stock' as const }

/**
 * Presses the card's quick-view button with timeouts faked, so the test runs the 250 ms itself.
 * Only the press and the wait are faked: Testing Library's find* and user-event's clicks wait
 * on real timeouts, so the press is a plain click event.
 */
async function pressQuickView() {
  const button = await screen.findByRole('button', { name: 'Quick view: Brake pads' })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  fireEvent.click(button)
  return button
}

async function openQuickView(
  onAddToCart: (quantity: number) => void = () => {},
  article: QuickViewArticle = backorderCard,
) {
  const app = renderWithRouter(<QuickViewButton article={article} onAddToCart={onAddToCart} />)
  await pressQuickView()
  await act(async () => {
    vi.advanceTimersByTime(QUICK_VIEW_DELAY_MS)
  })
  vi.useRealTimers()
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'BOSCH Brake pads' }) }
}

describe('the quick view', () => {
  beforeAll(async () => {
    await activateLocale('en')
    polyfillDialog()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens 250 ms after the button is pressed, busy until then', async () => {
    renderWithRouter(<QuickViewButton article={brakePads} onAddToCart={() => {}} />)
    const button = await pressQuickView()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(within(button).getByRole('status')).toHaveTextContent('Opening quick view…')
    await act(async () => {
      vi.advanceTimersByTime(QUICK_VIEW_DELAY_MS - 1)
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    vi.useRealTimers()
    expect(await screen.findByRole('dialog', { name: 'BOSCH Brake pads' })).toBeVisible()
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it('says a sold-out article is out of stock and offers no way to add it', async () => {
    const onAddToCart = vi.fn()
    const { user, dialog } = await openQuickView(onAddToCart, outOfStockCard)
    expect(within(dialog).getByText('Out of stock')).toHaveClass('stock-badge--failure')
    expect(within(dialog).queryByRole('spinbutton', { name: 'Quantity' })).toBeNull()
    const add = within(dialog).getByRole('button', { name: 'Add to cart' })
    expect(add).toBeDisabled()
    await user.click(add)
    expect(onAddToCart).not.toHaveBeenCalled()
  })

  it('shows the picture, the number, the price and says in stock for any article it can sell', async () => {
    const { dialog } = await openQuickView()
    expect(within(dialog).getByRole('img', { name: 'BOSCH Brake pads' })).toBeVisible()
    expect(within(dialog).getByText('Article number 0 986 494 524')).toBeVisible()
    expect(dialog.querySelector('.product-price s')).not.toBeNull()
    expect(within(dialog).getByText('In stock')).toHaveClass('stock-badge--success')
  })

  it('requires a quantity of at least 1', async () => {
    const { user, dialog } = await openQuickView()
    const box = within(dialog).getByRole('spinbutton', { name: 'Quantity' })
    expect(box).toHaveValue('1')
    await user.clear(box)
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a quantity.')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    await user.type(box, '0')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The quantity must be at least 1.')
    await user.clear(box)
    await user.type(box, '3')
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(box).not.toHaveAttribute('aria-invalid')
  })

  it('adds nothing while the quantity is wrong, and the valid quantity once it is right', async () => {
    const onAddToCart = vi.fn()
    const { user, dialog } = await openQuickView(onAddToCart)
    const box = within(dialog).getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(box)
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }))
    expect(onAddToCart).not.toHaveBeenCalled()
    expect(box).toHaveFocus()
    await user.type(box, '4')
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }))
    expect(onAddToCart).toHaveBeenCalledWith(4)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('leads to the full details at /product-preview/{articleNumber}', async () => {
    const { user, dialog, router } = await openQuickView()
    const link = within(dialog).getByRole('link', { name: 'See full details' })
    expect(link).toHaveAttribute('href', '/en/product-preview/0%20986%20494%20524')
    await user.click(link)
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/product-preview/0 986 494 524'),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
