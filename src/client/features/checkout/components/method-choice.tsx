import type { ReactNode } from 'react'

export interface ChosenMethod<M extends string> {
  value: M
  onChange: (method: M) => void
  disabled?: boolean
}

interface MethodChoiceProps<M extends string> extends ChosenMethod<M> {
  legend: ReactNode
  name: string
  methods: readonly M[]
  labels: Record<M, { name: string; detail: string }>
  extra?: (method: M) => ReactNode
}

export function MethodChoice<M extends string>({
  legend,
  name,
  methods,
  labels,
  value,
  onChange,
  disabled,
  extra,
}: MethodChoiceProps<M>) {
  return (
    <fieldset className="checkout-section checkout-delivery" disabled={disabled}>
      <legend>{legend}</legend>
      {methods.map((method) => (
        <label key={method} className="checkout-delivery__option">
          <input
            type="radio"
            name={name}
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span className="checkout-delivery__name">{labels[method].name}</span>
          <span className="checkout-delivery__detail">{labels[method].detail}</span>
          {extra?.(method)}
        </label>
      ))}
    </fieldset>
  )
}
