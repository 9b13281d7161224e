import { useLingui } from '@lingui/react/macro'
import { useFormErrorMessage } from '../../../ui/form-error-message'
import {
  type CredentialField,
  ERROR_PASSWORD_TOO_LONG,
  ERROR_PASSWORD_TOO_SHORT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../credentials'

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
