/** A deleted list stays as an empty row, so no later copy brings it back. */
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm'
import type { JobList } from '../../../domain/job-list'
import type { JobListBody } from '../../../domain/job-list-schema'
import type { AppDatabase } from '../database'
import { lockUser } from './users-repository'
import { jobLists } from '../schema'

type JobListRow = typeof jobLists.$inferSelect

function toJobList(row: JobListRow): JobList {
  return {
    id: row.id,
    name: row.name,
    customer: row.customer,
    vehicle: row.vehicle,
    lines: row.lines,
    updatedAt: row.updatedAt.toISOString(),
  }
}

const live = (userId: string) => and(eq(jobLists.userId, userId), isNull(jobLists.deletedAt))

export async function listJobLists(db: AppDatabase, userId: string): Promise<JobList[]> {
  const rows = await db
    .select()
    .from(jobLists)
    .where(live(userId))
    .orderBy(desc(jobLists.updatedAt), asc(jobLists.id))
  return rows.map(toJobList)
}

export async function findJobList(
  db: AppDatabase,
  userId: string,
  id: string,
): Promise<JobList | null> {
  const [row] = await db
    .select()
    .from(jobLists)
    .where(and(eq(jobLists.id, id), live(userId)))
  return row ? toJobList(row) : null
}

export type SaveJobListResult =
  | { outcome: 'saved' | 'kept'; list: JobList }
  | { outcome: 'not_found' | 'full' | 'unknown_user' }

// A time ahead of the server's clock counts as now, so a fast device clock cannot win every later
// edit. The user's row is locked so concurrent new lists cannot pass the limit.
export async function saveJobList(
  db: AppDatabase,
  userId: string,
  id: string,
  body: JobListBody,
  maxLists: number,
): Promise<SaveJobListResult> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return { outcome: 'unknown_user' }
    const now = new Date()
    const sent = new Date(Math.min(Date.parse(body.updatedAt), now.getTime()))
    const [stored] = await tx.select().from(jobLists).where(eq(jobLists.id, id))
    if (stored && (stored.userId !== userId || stored.deletedAt)) return { outcome: 'not_found' }
    if (stored && stored.updatedAt > sent) return { outcome: 'kept', list: toJobList(stored) }
    if (!stored) {
      const [kept] = await tx.select({ n: count() }).from(jobLists).where(live(userId))
      if ((kept?.n ?? 0) >= maxLists) return { outcome: 'full' }
    }
    const fields = {
      name: body.name,
      customer: body.customer,
      vehicle: body.vehicle,
      lines: body.lines,
      updatedAt: sent,
    }
    const [row] = await tx
      .insert(jobLists)
      .values({ id, userId, ...fields })
      .onConflictDoUpdate({ target: jobLists.id, set: fields })
      .returning()
    if (!row) throw new Error('The job list was not stored.')
    return { outcome: 'saved', list: toJobList(row) }
  })
}

// An id never stored is no error: it may have been deleted on its device before it reached the
// account.
export async function deleteJobList(
  db: AppDatabase,
  userId: string,
  id: string,
): Promise<'deleted' | 'not_found'> {
  const [stored] = await db
    .select({ userId: jobLists.userId })
    .from(jobLists)
    .where(eq(jobLists.id, id))
  if (stored && stored.userId !== userId) return 'not_found'
  if (!stored) return 'deleted'
  await db
    .update(jobLists)
    .set({ deletedAt: new Date(), name: '', customer: null, vehicle: null, lines: [] })
    .where(and(eq(jobLists.id, id), eq(jobLists.userId, userId)))
  return 'deleted'
}
