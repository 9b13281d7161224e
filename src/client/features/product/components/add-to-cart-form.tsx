import { Trans } from '@lingui/react/macro'
import { type FormEvent, useRef } from 'react'
import { QuantityInput } from '../../../ui/quantity-input'
import { useQuantityField } from '../../../ui/quantity-field'
import { quantityBoundsFor } from '../../../../domain/stock'

interface AddToCartFormProps {
  onAddToCart?: (quantity: number) => void
  soldOut?: boolean
  /** Pieces left: the quantity cannot go above them (no cap when unknown). */
  stock?: number
}

/** A box showing something that is not a quantity stops the add and keeps the focus there. */
export function AddToCartForm({ onAddToCart, soldOut = false, stock }: AddToCartFormProps) {
  const field = useQuantityField(quantityBoundsFor(stock))
  const input = useRef<HTMLInputElement>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (soldOut) return
    if (field.problem) {
      input.current?.focus()
      return
    }
    onAddToCart?.(field.value)
  }
  return (
    <form className="add-to-cart" onSubmit={submit} noValidate>
      {!soldOut && <QuantityInput field={field} inputRef={input} />}
      {onAddToCart && (
        <button
          type="submit"
          className="button button--primary add-to-cart__button"
          disabled={soldOut}
        >
          <Trans>Add to cart</Trans>
        </button>
      )}
    </form>
  )
}
