/**
 * The contact form (`POST /contact/send/email`, body `{ payload }`), shared by the
 * /contact-us page and the server: name, e-mail, an optional subject and the message, each
 * trimmed. The e-mail rule and its error codes are the shop's (email.ts); the other fields
 * carry `ERROR_FORM_REQUIRED` / `ERROR_FORM_TOO_LONG` for the client to translate.
 */
import { z } from 'zod'
import { ERROR_FORM_REQUIRED, emailSchema } from './email'

/** Length caps, characters: enough for any real message, small enough to refuse junk. */
export const CONTACT_NAME_MAX = 100
export const CONTACT_SUBJECT_MAX = 200
export const CONTACT_MESSAGE_MAX = 5_000

export const ERROR_FORM_TOO_LONG = 'ERROR_FORM_TOO_LONG'

const required = (max: number) =>
  z
    .string({ error: ERROR_FORM_REQUIRED })
    .trim()
    .min(1, { error: ERROR_FORM_REQUIRED })
    .max(max, { error: ERROR_FORM_TOO_LONG })

export const contactPayloadSchema = z.object({
  name: required(CONTACT_NAME_MAX),
  email: emailSchema,
  subject: z.string().trim().max(CONTACT_SUBJECT_MAX, { error: ERROR_FORM_TOO_LONG }).optional(),
  message: required(CONTACT_MESSAGE_MAX),
})

export const contactRequestSchema = z.object({ payload: contactPayloadSchema })

export type ContactPayload = z.input<typeof contactPayloadSchema>

/** The answer of `POST /contact/send/email` (201). */
export const contactResponseSchema = z.object({ id: z.string(), message: z.string() })
export type ContactResponse = z.infer<typeof contactResponseSchema>
