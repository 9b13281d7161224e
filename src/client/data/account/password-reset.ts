/** `POST /auth/forgot-password?lang` and `POST /auth/reset-password` (src/domain/password-reset.ts). */
import type { Locale } from '../../../domain/locale'
import {
  type ForgotPasswordBody,
  forgotPasswordAnswerSchema,
  type ResetPasswordBody,
  resetPasswordAnswerSchema,
} from '../../../domain/password-reset'
import { publicApi } from '../../lib/api-client'

/** Asks for a reset link, mailed in `lang`; the answer is the same for every address. */
export async function requestPasswordReset(body: ForgotPasswordBody, lang: Locale) {
  return forgotPasswordAnswerSchema.parse(
    await publicApi('/auth/forgot-password', { method: 'POST', query: { lang }, body }),
  )
}

export async function resetPassword(body: ResetPasswordBody) {
  return resetPasswordAnswerSchema.parse(
    await publicApi('/auth/reset-password', { method: 'POST', body }),
  )
}
