/**
 * Password reset, both sides: `POST /auth/forgot-password { email }` → 202 whether or not an
 * account has the address; `POST /auth/reset-password { token, password }` with the token
 * from the mailed link and a new password by the sign-up rules.
 */
import { z } from 'zod'
import { newPasswordSchema, successAnswerSchema } from './account'
import { emailSchema } from './email'
import { RESET_TOKEN_MAX_LENGTH } from './reset-token'

export { RESET_TOKEN_MAX_LENGTH, RESET_TOKEN_TTL_S } from './reset-token'

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema })
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>

/** The same answer for every address: nothing tells whether it has an account. */
export const forgotPasswordAnswerSchema = z.object({ accepted: z.literal(true) })

const resetTokenSchema = z.string().min(1).max(RESET_TOKEN_MAX_LENGTH)

export const resetPasswordBodySchema = z.strictObject({
  token: resetTokenSchema,
  password: newPasswordSchema,
})
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>

export const resetPasswordAnswerSchema = successAnswerSchema
