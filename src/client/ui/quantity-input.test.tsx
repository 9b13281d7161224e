import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import type { QuantityBounds } from '../../domain/quantity'
import { activateLocale, i18n } from '../i18n/i18n'
import { useQuantityField } from './quantity-field'
import { QuantityInput } from './quantity-input'

function Quantity({ bounds }: { bounds?: QuantityBounds }) {
  const field = useQuantityField(bounds)
  return (
    <>
      <QuantityInput field={field} />
      <output aria-label="chosen">{field.value}</output>
    </>
  )
}

function renderQuantity(bounds?: QuantityBounds) {
  render(
    <I18nProvider i18n={i18n}>
      <Quantity bounds={bounds} />
    </I18nProvider>,
  )
  const user = userEvent.setup()
  const box = screen.getByRole('spinbutton', { name: 'Quantity' })
  return {
    user,
    box,
    chosen: () => Number(screen.getByRole('status', { name: 'chosen' }).textContent),
    /** Empties the box and types `text` into it. */
    typeOver: async (text: string) => {
      await user.clear(box)
      await user.type(box, text)
    },
  }
}

describe('the quantity input', () => {
  beforeAll(async () => {
    await activateLocale('en')
  })

  it('starts at 1 and steps with its buttons and the arrow keys, never below 1', async () => {
    const { user, box, chosen } = renderQuantity()
    expect(box).toHaveValue('1')
    expect(box).toHaveAttribute('aria-valuenow', '1')
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    expect(chosen()).toBe(1)
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(box).toHaveValue('2')
    await user.click(box)
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}')
    expect(box).toHaveValue('3')
    expect(box).toHaveAttribute('aria-valuenow', '3')
  })

  it('steps once per keyboard press of its buttons', async () => {
    const { user, chosen } = renderQuantity()
    screen.getByRole('button', { name: 'Increase quantity' }).focus()
    await user.keyboard('{Enter}{Enter} ')
    expect(chosen()).toBe(4)
  })

  it('ignores 0 and words, saying what is wrong, and keeps the quantity it had', async () => {
    const { user, box, chosen, typeOver } = renderQuantity()
    await typeOver('5')
    expect(chosen()).toBe(5)
    await typeOver('0')
    expect(chosen()).toBe(5)
    expect(screen.getByRole('alert')).toHaveTextContent('The quantity must be at least 1.')
    await typeOver('ten')
    expect(chosen()).toBe(5)
    expect(screen.getByRole('alert')).toHaveTextContent('The quantity must be a whole number.')
    await user.tab()
    expect(box).toHaveValue('ten')
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(box).toHaveValue('6')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('clamps a number beyond the maximum and shows the quantity it became on leaving', async () => {
    const { user, box, chosen, typeOver } = renderQuantity({ min: 1, max: 20, step: 1 })
    await typeOver('75')
    expect(chosen()).toBe(20)
    expect(screen.getByRole('alert')).toHaveTextContent('The quantity can be at most 20.')
    await user.tab()
    expect(box).toHaveValue('20')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the kept quantity again when 0 was typed and the box is left', async () => {
    const { user, box, typeOver } = renderQuantity()
    await typeOver('0')
    await user.tab()
    expect(box).toHaveValue('1')
  })
})
