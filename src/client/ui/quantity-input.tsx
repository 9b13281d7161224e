import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, type Ref, useId } from 'react'
import type { QuantityProblem } from '../../domain/quantity'
import { useHoldRepeat } from './use-hold-repeat'
import type { QuantityField } from './quantity-field'
import './quantity-input.css'

interface QuantityInputProps {
  field: QuantityField
  inputRef?: Ref<HTMLInputElement>
  /** The box's label, 'Quantity' unless given (a cart line names its product in it). */
  label?: ReactNode
}

/**
 * The numeric quantity input: a text box for whole numbers with − and + buttons that
 * repeat while held; ArrowUp/ArrowDown step too. The box says what is wrong with typed text.
 */
export function QuantityInput({ field, inputRef, label }: QuantityInputProps) {
  const { t } = useLingui()
  const id = useId()
  const messageId = `${id}-problem`
  const decrease = useHoldRepeat(() => field.step(-1))
  const increase = useHoldRepeat(() => field.step(1))
  const { min, max } = field.bounds

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
    event.preventDefault()
    field.step(event.key === 'ArrowUp' ? 1 : -1)
  }

  return (
    <div className="quantity-input">
      <label htmlFor={id} className="quantity-input__label">
        {label ?? <Trans>Quantity</Trans>}
      </label>
      <div className="quantity-input__controls">
        <StepButton label={t`Decrease quantity`} controls={id} hold={decrease}>
          −
        </StepButton>
        <input
          ref={inputRef}
          id={id}
          className="quantity-input__box"
          type="text"
          inputMode="numeric"
          role="spinbutton"
          autoComplete="off"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={field.value}
          aria-invalid={field.problem ? true : undefined}
          aria-describedby={field.problem ? messageId : undefined}
          value={field.text}
          onChange={(event) => field.type(event.target.value)}
          onBlur={field.settle}
          onKeyDown={onKeyDown}
        />
        <StepButton label={t`Increase quantity`} controls={id} hold={increase}>
          +
        </StepButton>
      </div>
      {field.problem && (
        <p id={messageId} className="quantity-input__problem" role="alert">
          <ProblemText problem={field.problem} min={min} max={max} />
        </p>
      )}
    </div>
  )
}

function StepButton({
  label,
  controls,
  hold,
  children,
}: {
  label: string
  controls: string
  hold: ReturnType<typeof useHoldRepeat>
  children: string
}) {
  return (
    <button
      type="button"
      className="quantity-input__button"
      aria-label={label}
      aria-controls={controls}
      {...hold.buttonProps}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  )
}

function ProblemText({
  problem,
  min,
  max,
}: {
  problem: QuantityProblem
  min: number
  max: number
}) {
  switch (problem) {
    case 'required':
      return <Trans>Enter a quantity.</Trans>
    case 'not-a-number':
      return <Trans>The quantity must be a whole number.</Trans>
    case 'too-small':
      return <Trans>The quantity must be at least {min}.</Trans>
    case 'too-large':
      return <Trans>The quantity can be at most {max}.</Trans>
  }
}
