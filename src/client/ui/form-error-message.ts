import { useLingui } from '@lingui/react/macro'
import { ERROR_FORM_TOO_LONG } from '../../domain/contact'
import { ERROR_FORM_INCORRECT_EMAIL, ERROR_FORM_REQUIRED } from '../../domain/email'

/**
 * The shared schemas' form error codes (ERROR_FORM_REQUIRED,
 * ERROR_FORM_INCORRECT_EMAIL, ERROR_FORM_TOO_LONG) as sentences in the page language.
 * `field` says which kind of field, so "required" can name what is missing.
 */
export function useFormErrorMessage(): (code: string, field?: 'email') => string {
  const { t } = useLingui()
  return (code, field) => {
    switch (code) {
      case ERROR_FORM_REQUIRED:
        return field === 'email' ? t`Enter your e-mail address.` : t`This field is required.`
      case ERROR_FORM_INCORRECT_EMAIL:
        return t`Enter a valid e-mail address, such as ola@example.no.`
      case ERROR_FORM_TOO_LONG:
        return t`This is too long.`
      default:
        return t`Check this field.`
    }
  }
}
