import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../../../i18n/i18n'
import { AddToCartForm } from './add-to-cart-form'

describe('AddToCartForm', () => {
  beforeAll(async () => {
    await activateLocale('en')
  })

  it('lets the quantity go no higher than the pieces left', async () => {
    const onAddToCart = vi.fn()
    render(
      <I18nProvider i18n={i18n}>
        <AddToCartForm onAddToCart={onAddToCart} stock={3} />
      </I18nProvider>,
    )
    const user = userEvent.setup()
    const box = screen.getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(box)
    await user.type(box, '7')
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(onAddToCart).not.toHaveBeenCalledWith(7)
    expect(box.getAttribute('aria-valuemax')).toBe('3')
    for (let i = 0; i < 5; i++)
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(box.getAttribute('aria-valuenow')).toBe('3')
  })
})
