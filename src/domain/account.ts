/**
 * Accounts: the sign-up and sign-in bodies and
 * the user the API answers with, shared by client and server. The server keeps the password
 * only as an argon2id hash and answers `{ user, token, sessionId }`; the token goes back raw
 * in the `Authorization` header, `Bearer <token>` is accepted too. The session id alone can
 * end that session (`POST /auth/logout { sessionId }`) and nothing else, so a device signed
 * out offline keeps only the id, to send when the network is back.
 */
import { z } from 'zod'
import { ERROR_FORM_REQUIRED, emailSchema } from './email'

export const ROLES = ['USER', 'ADMIN'] as const
export type Role = (typeof ROLES)[number]

/** Shortest password accepted at sign-up (OWASP ASVS 6.2.1: at least 8 characters). */
export const PASSWORD_MIN_LENGTH = 8
/** Longest password accepted, so hashing stays cheap; long passphrases still fit. */
export const PASSWORD_MAX_LENGTH = 200

/** Addresses are compared and stored trimmed and lower-cased: `Ola@Example.no` = `ola@example.no`. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** A new password: 8–200 characters, no composition rules (ASVS 6.2.5), never trimmed. */
export const newPasswordSchema = z
  .string({ error: ERROR_FORM_REQUIRED })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`)

/** `POST /auth/register`. */
export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
})
export type RegisterBody = z.input<typeof registerBodySchema>

/** `POST /auth/login`: any non-empty password is checked; a wrong one is a 401, not a 400. */
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: ERROR_FORM_REQUIRED })
    .min(1, ERROR_FORM_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
})
export type LoginBody = z.input<typeof loginBodySchema>

/** `POST /auth/update-password` (token): the current password, checked, and the new one. */
export const updatePasswordBodySchema = z.strictObject({
  oldPassword: z
    .string({ error: ERROR_FORM_REQUIRED })
    .min(1, ERROR_FORM_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  newPassword: newPasswordSchema,
})
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>

/** How the shop shows prices to a user: with MVA (`incl`) or without it ('eks. mva', `excl`). */
export const PRICE_DISPLAYS = ['incl', 'excl'] as const
export type PriceDisplay = (typeof PRICE_DISPLAYS)[number]

/** The signed-in user as the API shows it: never the password hash. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  /** The profile picture's path on the API host, e.g. `/api/uploads/avatars/…`. */
  avatar: z.string().nullable().optional(),
  /** Prices with or without MVA, as chosen on the account; `null` until chosen. */
  priceDisplay: z.enum(PRICE_DISPLAYS).nullable().optional(),
})
export type User = z.infer<typeof userSchema>

/** Longest first and last name, characters. */
export const PROFILE_NAME_MAX = 100
/** The profile picture: JPEG, PNG or WebP, at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

const profileName = z
  .string()
  .trim()
  .max(PROFILE_NAME_MAX, `At most ${PROFILE_NAME_MAX} characters.`)
  .optional()

/**
 * The text fields of `PUT /user/` (multipart): names and phone, each optional (a
 * missing one is left as it is; an empty phone removes it). `removeAvatar=1` removes the
 * picture; `priceDisplay` (`incl`, `excl`) is how prices are shown. The picture itself travels as the file part `avatar`.
 */
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

/** A session's id, as sign-in answers it and the token names it (`sid`). */
export const sessionIdSchema = z.uuid('A session id is a UUID.')

/** The answer of `POST /auth/register` and `POST /auth/login`. */
export const authAnswerSchema = z.object({
  user: userSchema,
  token: z.string(),
  // Always answered. Optional only while the client's tests build answers without it: make
  // it required once the client keeps the id.
  sessionId: sessionIdSchema.optional(),
})
export type AuthResponse = z.infer<typeof authAnswerSchema>

/**
 * `POST /auth/logout`, optional: the session to end, for a device that no longer has its
 * token. Without it the `Authorization` token's session ends.
 */
export const logoutBodySchema = z.strictObject({ sessionId: sessionIdSchema }).optional()
export type LogoutBody = z.input<typeof logoutBodySchema>

/** The answer of `GET /user/me` and `PUT /user`. */
export const meAnswerSchema = z.object({ user: userSchema })
export type MeResponse = z.infer<typeof meAnswerSchema>

/** The answer of calls that only say they worked. */
export const successAnswerSchema = z.object({ success: z.literal(true) })

/** A 204 answer: no body (the OpenAPI document shows it without content). */
export const noContentSchema = z.null().describe('No content.')
