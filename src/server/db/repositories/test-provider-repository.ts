/**
 * The built-in test payment provider's own book (`test_provider_payments`), kept as a card
 * processor keeps its payments: of the card only brand and last four digits.
 */
import { eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { firstRow, storedRow } from '../first-row'
import { testProviderPayments } from '../schema'

export type TestPaymentRow = typeof testProviderPayments.$inferSelect
export type TestPaymentStatus = TestPaymentRow['status']

export function findTestPayment(db: AppDatabase, id: string): Promise<TestPaymentRow | null> {
  return firstRow(db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id)))
}

export async function insertTestPayment(
  db: AppDatabase,
  payment: Pick<TestPaymentRow, 'id' | 'amount' | 'currency' | 'reference'>,
): Promise<TestPaymentRow> {
  return storedRow(
    db
      .insert(testProviderPayments)
      .values({ ...payment, status: 'requires_payment_method' })
      .returning(),
    'the test provider did not store the payment',
  )
}

export async function settleTestPayment(
  db: AppDatabase,
  id: string,
  status: TestPaymentStatus,
  extra: Partial<TestPaymentRow> = {},
): Promise<void> {
  await db
    .update(testProviderPayments)
    .set({ ...extra, status, updatedAt: sql`now()` })
    .where(eq(testProviderPayments.id, id))
}

/**
 * Adds `amount` to what a succeeded payment has paid back, unless that would exceed the
 * payment: one conditional update, so refunds at once never pay back more. Whether it did.
 */
export async function refundTestPayment(
  db: AppDatabase,
  id: string,
  amount: number,
): Promise<boolean> {
  const [row] = await db
    .update(testProviderPayments)
    .set({ refunded: sql`${testProviderPayments.refunded} + ${amount}`, updatedAt: sql`now()` })
    .where(
      sql`${testProviderPayments.id} = ${id} and ${testProviderPayments.status} = 'succeeded'
        and ${testProviderPayments.refunded} + ${amount} <= ${testProviderPayments.amount}`,
    )
    .returning({ id: testProviderPayments.id })
  return row !== undefined
}
