import { and, count, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm'
import type { OutboxMail } from '../../../domain/admin-mail'
import type { AppDatabase } from '../database'
import { firstRow, rowsWhere } from '../first-row'
import { mailDeliveries, mailOutbox } from '../schema'

export interface MailMessage {
  to: string
  replyTo?: string
  subject: string
  text: string
  html?: string
}

export async function listOutbox(
  db: AppDatabase,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ array: OutboxMail[]; total: number }> {
  const [total] = await db.select({ count: count() }).from(mailOutbox)
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  return {
    array: rows.map((row) => ({
      id: row.id,
      to: row.to,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.body,
      html: row.html,
      created: row.createdAt.toISOString(),
    })),
    total: total?.count ?? 0,
  }
}

export async function insertOutboxMail(db: AppDatabase, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({
    to: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    body: message.text,
    html: message.html ?? null,
  })
}

export type DeliveryRow = typeof mailDeliveries.$inferSelect

/** Claimed for a first attempt now, so the sweep leaves it alone until `retryAfterSeconds`. */
export function insertDelivery(
  db: AppDatabase,
  key: string,
  message: MailMessage,
  retryAfterSeconds: number,
): Promise<DeliveryRow | null> {
  return firstRow(
    db
      .insert(mailDeliveries)
      .values({
        key,
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attempts: 1,
        nextAttemptAt: sql`now() + make_interval(secs => ${retryAfterSeconds})`,
      })
      .onConflictDoNothing({ target: mailDeliveries.key })
      .returning(),
  )
}

export async function dueDeliveries(
  db: AppDatabase,
  maxAttempts: number,
  limit: number,
): Promise<DeliveryRow[]> {
  const due = and(
    isNull(mailDeliveries.sentAt),
    lte(mailDeliveries.nextAttemptAt, sql`now()`),
    lt(mailDeliveries.attempts, maxAttempts),
  )
  return rowsWhere(db, mailDeliveries, due, [mailDeliveries.nextAttemptAt], limit)
}

/** A conditional update: of several instances sweeping at once only one sends it. */
export function claimDelivery(
  db: AppDatabase,
  id: string,
  retryAfterSeconds: number,
): Promise<DeliveryRow | null> {
  return firstRow(
    db
      .update(mailDeliveries)
      .set({
        attempts: sql`${mailDeliveries.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${retryAfterSeconds})`,
      })
      .where(
        and(
          eq(mailDeliveries.id, id),
          isNull(mailDeliveries.sentAt),
          lte(mailDeliveries.nextAttemptAt, sql`now()`),
        ),
      )
      .returning(),
  )
}

export async function markDeliverySent(db: AppDatabase, id: string): Promise<void> {
  await db.update(mailDeliveries).set({ sentAt: sql`now()` }).where(eq(mailDeliveries.id, id))
}

export function findDelivery(db: AppDatabase, key: string): Promise<DeliveryRow | null> {
  return firstRow(db.select().from(mailDeliveries).where(eq(mailDeliveries.key, key)))
}
