import { useReducer } from 'react'
import {
  DEFAULT_QUANTITY,
  DEFAULT_QUANTITY_BOUNDS,
  type QuantityBounds,
  type QuantityProblem,
  quantityFromText,
  quantityProblem,
  stepQuantity,
} from '../../domain/quantity'

interface QuantityState {
  value: number
  text: string
}

type QuantityEvent =
  | { type: 'typed'; text: string }
  | { type: 'stepped'; direction: 1 | -1 }
  | { type: 'settled' }

function reduce(bounds: QuantityBounds) {
  return (state: QuantityState, event: QuantityEvent): QuantityState => {
    switch (event.type) {
      case 'typed':
        return { text: event.text, value: quantityFromText(event.text, state.value, bounds) }
      case 'stepped': {
        const value = stepQuantity(state.value, event.direction, bounds)
        return { value, text: String(value) }
      }
      case 'settled': {
        // A number (even 0 or out of bounds) gives way to the quantity it left; an empty box
        // or words stay, with their message, until the shopper fixes them.
        const problem = quantityProblem(state.text, bounds)
        if (problem === 'required' || problem === 'not-a-number') return state
        return { ...state, text: String(state.value) }
      }
    }
  }
}

export interface QuantityField {
  value: number
  text: string
  problem: QuantityProblem | null
  bounds: QuantityBounds
  type: (text: string) => void
  step: (direction: 1 | -1) => void
  settle: () => void
}

export function useQuantityField(
  bounds: QuantityBounds = DEFAULT_QUANTITY_BOUNDS,
  initial: number = DEFAULT_QUANTITY,
): QuantityField {
  const [state, dispatch] = useReducer(reduce(bounds), undefined, () => ({
    value: initial,
    text: String(initial),
  }))
  return {
    ...state,
    problem: quantityProblem(state.text, bounds),
    bounds,
    type: (text) => dispatch({ type: 'typed', text }),
    step: (direction) => dispatch({ type: 'stepped', direction }),
    settle: () => dispatch({ type: 'settled' }),
  }
}
