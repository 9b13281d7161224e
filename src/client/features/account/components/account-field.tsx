import { useLingui } from '@lingui/react/macro'
import type { InputHTMLAttributes } from 'react'
import { useFormErrorMessage } from '../../../ui/form-error-message'
import { FormField } from '../../../ui/form-field'
import {
  type CredentialField,
  ERROR_PASSWORD_TOO_LONG,
  ERROR_PASSWORD_TOO_SHORT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../credentials'

/** The words for a credential field's error code, in the page language. */
export function useCredentialErrorText(): (code: string, field: CredentialField) => string {
  const { t } = useLingui()
  const formError = useFormErrorMessage()
  return (code, field) => {
    if (code === ERROR_PASSWORD_TOO_SHORT) {
      return t`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`
    }
    if (code === ERROR_PASSWORD_TOO_LONG) {
      return t`The password must be at most ${PASSWORD_MAX_LENGTH} characters.`
    }
    return formError(code, field === 'email' ? 'email' : undefined)
  }
}

interface AccountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  hint?: string
  error?: string
}

/** A labelled input with its hint and error (ui/form-field.tsx). */
export function AccountField({ label, hint, error, ...input }: AccountFieldProps) {
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
