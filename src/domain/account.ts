/** The session id alone can end that session and nothing else, so a device signed out offline keeps only it. */
import { z } from 'zod'
import { ERROR_FORM_REQUIRED, emailSchema } from './email'

export const ROLES = ['USER', 'ADMIN'] as const
export type Role = (typeof ROLES)[number]

/** OWASP ASVS 6.2.1. */
export const PASSWORD_MIN_LENGTH = 8
/** Bounded so hashing stays cheap; long passphrases still fit. */
export const PASSWORD_MAX_LENGTH = 200

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** No composition rules (ASVS 6.2.5), never trimmed. */
export const newPasswordSchema = z
  .string({ error: ERROR_FORM_REQUIRED })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`)

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
})
export type RegisterBody = z.input<typeof registerBodySchema>

/** Any non-empty password is checked: a wrong one is a 401, not a 400. */
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: ERROR_FORM_REQUIRED })
    .min(1, ERROR_FORM_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
})
export type LoginBody = z.input<typeof loginBodySchema>

export const updatePasswordBodySchema = z.strictObject({
  oldPassword: z
    .string({ error: ERROR_FORM_REQUIRED })
    .min(1, ERROR_FORM_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  newPassword: newPasswordSchema,
})
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>

export const PRICE_DISPLAYS = ['incl', 'excl'] as const
export type PriceDisplay = (typeof PRICE_DISPLAYS)[number]

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable().optional(),
  priceDisplay: z.enum(PRICE_DISPLAYS).nullable().optional(),
})
export type User = z.infer<typeof userSchema>

export const PROFILE_NAME_MAX = 100
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

const profileName = z
  .string()
  .trim()
  .max(PROFILE_NAME_MAX, `At most ${PROFILE_NAME_MAX} characters.`)
  .optional()

export const profileFieldsSchema = z.strictObject({
  firstName: profileName,
  lastName: profileName,
  phone: z
    .string()
    .trim()
    .max(30, 'At most 30 characters.')
    .regex(/^(\+?[\d ()-]{4,})?$/, 'A phone number has digits, spaces and an optional leading +.')
    .optional(),
  removeAvatar: z.enum(['0', '1']).optional(),
  priceDisplay: z.enum(PRICE_DISPLAYS).optional(),
})
export type ProfileFields = z.infer<typeof profileFieldsSchema>

export const sessionIdSchema = z.uuid('A session id is a UUID.')

export const authAnswerSchema = z.object({
  user: userSchema,
  token: z.string(),
  // Always answered. Optional only while the client's tests build answers without it: make
  // it required once the client keeps the id.
  sessionId: sessionIdSchema.optional(),
})
export type AuthResponse = z.infer<typeof authAnswerSchema>

export const logoutBodySchema = z.strictObject({ sessionId: sessionIdSchema }).optional()
export type LogoutBody = z.input<typeof logoutBodySchema>

export const meAnswerSchema = z.object({ user: userSchema })
export type MeResponse = z.infer<typeof meAnswerSchema>

export const successAnswerSchema = z.object({ success: z.literal(true) })

export const noContentSchema = z.null().describe('No content.')
