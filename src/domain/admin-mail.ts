/**
 * `GET /admin/mail-outbox`: the mails kept in the outbox while no SMTP server is configured,
 * newest first, for an admin to read (subject, recipient, time and both parts).
 */
import { z } from 'zod'
import { adminPageSchema } from './admin'

export const adminOutboxQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
})
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuerySchema>

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** ISO time it was stored. */
  created: z.string(),
})
export type OutboxMail = z.infer<typeof outboxMailSchema>

export const adminOutboxResponseSchema = adminPageSchema(outboxMailSchema)
export type AdminOutboxResponse = z.infer<typeof adminOutboxResponseSchema>
