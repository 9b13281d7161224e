/**
 * Loaded with the forms only, as it pulls in zod.
 */
import {
  type LoginBody,
  loginBodySchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type RegisterBody,
  registerBodySchema,
} from '../../../domain/account'
import { ERROR_FORM_REQUIRED } from '../../../domain/email'

export const ERROR_PASSWORD_TOO_SHORT = 'ERROR_PASSWORD_TOO_SHORT'
export const ERROR_PASSWORD_TOO_LONG = 'ERROR_PASSWORD_TOO_LONG'

export type CredentialField = 'email' | 'password'
export type CredentialErrors = Partial<Record<CredentialField, string>>

export type CredentialsMode = 'sign-in' | 'sign-up'

type Checked<T> = { body: T; errors?: never } | { body?: never; errors: CredentialErrors }

function passwordCode(password: string, issueCode: string): string {
  if (password === '') return ERROR_FORM_REQUIRED
  if (issueCode === 'too_big') return ERROR_PASSWORD_TOO_LONG
  return ERROR_PASSWORD_TOO_SHORT
}

export function checkCredentials(
  mode: 'sign-in',
  values: { email: string; password: string },
): Checked<LoginBody>
export function checkCredentials(
  mode: 'sign-up',
  values: { email: string; password: string },
): Checked<RegisterBody>
export function checkCredentials(
  mode: CredentialsMode,
  values: { email: string; password: string },
): Checked<LoginBody | RegisterBody> {
  const schema = mode === 'sign-in' ? loginBodySchema : registerBodySchema
  const result = schema.safeParse(values)
  if (result.success) return { body: result.data }
  const errors: CredentialErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (field === 'email') errors.email ??= issue.message
    if (field === 'password') errors.password ??= passwordCode(values.password, issue.code)
  }
  return { errors }
}

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH }
