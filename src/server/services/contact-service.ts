/**
 * The contact form (spec §7 `POST /contact/send/email`): the message is stored; nothing is
 * e-mailed yet (no mail provider is configured), so staff read `contact_messages`.
 */
import type { Database } from '../db/database'
import {
  insertContactMessage,
  type NewContactMessage,
} from '../db/repositories/contact-messages-repository'

export const CONTACT_RECEIVED_MESSAGE = 'Takk! Meldingen er mottatt.'

export async function receiveContactMessage(
  database: Database,
  message: NewContactMessage,
): Promise<{ id: string; message: string }> {
  const { id } = await insertContactMessage(database.db, message)
  return { id, message: CONTACT_RECEIVED_MESSAGE }
}
