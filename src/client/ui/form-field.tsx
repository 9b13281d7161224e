import { useLingui } from '@lingui/react/macro'
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import './form-field.css'

/** A labelled control with its hint and error, both tied to it by aria-describedby. */
export interface FormFieldProps {
  label: string
  hint?: string
  error?: string | false
  /** The control, given its id and the ids of its hint and error (for aria-describedby). */
  render: (id: string, describedBy: string | undefined) => ReactNode
}

export function FormField({ label, hint, error, render }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {render(id, describedBy)}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

export interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  hint?: string
  error?: string | false
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its hint and error; the input is marked invalid while there is one. */
export function InputField({ label, hint, error, ...input }: InputFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      render={(id, describedBy) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    />
  )
}

/** The required e-mail address field, with the e-mail keyboard and autofill ('email' unless given). */
export function EmailField(props: Omit<InputFieldProps, 'label' | 'type'>) {
  const { t } = useLingui()
  return (
    <InputField
      label={t`E-mail address`}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      {...props}
    />
  )
}
