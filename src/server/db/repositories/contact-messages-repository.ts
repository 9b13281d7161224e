/** Messages from the contact form, stored in `contact_messages`. */
import type { AppDatabase } from '../database'
import { contactMessages } from '../schema'
import { storedRow } from '../first-row'

export type NewContactMessage = Pick<
  typeof contactMessages.$inferInsert,
  'name' | 'email' | 'subject' | 'message'
>

/** Stores one message; resolves once the row is committed, with its id. */
export async function insertContactMessage(
  db: AppDatabase,
  message: NewContactMessage,
): Promise<{ id: string }> {
  return storedRow(
    db.insert(contactMessages).values(message).returning({ id: contactMessages.id }),
    'insert into contact_messages returned no row',
  )
}

/** Ids of all stored messages (tests and operators; there is no API to read them). */
export async function listContactMessageIds(db: AppDatabase): Promise<string[]> {
  const rows = await db.select({ id: contactMessages.id }).from(contactMessages)
  return rows.map((row) => row.id)
}
