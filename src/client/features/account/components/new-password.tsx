import { useLingui } from '@lingui/react/macro'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../domain/account'
import { InputField } from '../../../ui/form-field'

export interface NewPasswordProblems {
  password?: string
  repeat?: string
}

export function useNewPasswordRules() {
  const { t } = useLingui()
  return (password: string, repeat: string): NewPasswordProblems => {
    if (password.length < PASSWORD_MIN_LENGTH) {
      return { password: t`The new password must have at least ${PASSWORD_MIN_LENGTH} characters.` }
    }
    if (password.length > PASSWORD_MAX_LENGTH) {
      return { password: t`The new password may have at most ${PASSWORD_MAX_LENGTH} characters.` }
    }
    if (repeat !== password) return { repeat: t`The two new passwords are not the same.` }
    return {}
  }
}

interface PasswordInputProps {
  label: string
  hint?: string
  error?: string
  name: string
  autoComplete: 'current-password' | 'new-password'
  value: string
  onChange: (value: string) => void
}

export function PasswordInput({ onChange, ...field }: PasswordInputProps) {
  return (
    <InputField
      {...field}
      type="password"
      maxLength={PASSWORD_MAX_LENGTH}
      required
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
