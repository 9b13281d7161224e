/**
 * The account's job lists (src/domain/job-list.ts): stored as the device sends them, the copy
 * changed last winning, at most JOB_LISTS_MAX live lists. Another user's list answers 404
 * like one that never was, so nobody learns which ids exist.
 */
import { JOB_LISTS_MAX, type JobList } from '../../domain/job-list'
import type { JobListBody } from '../../domain/job-list-schema'
import type { AppDatabase } from '../db/database'
import {
  deleteJobList,
  findJobList,
  listJobLists,
  saveJobList,
} from '../db/repositories/job-lists-repository'
import { HttpError, unauthorized } from '../http-errors'

const notFound = () =>
  new HttpError(404, 'JOB_LIST_NOT_FOUND', 'There is no such job list. It may have been deleted.')

export async function jobListsOf(db: AppDatabase, userId: string): Promise<{ items: JobList[] }> {
  return { items: await listJobLists(db, userId) }
}

export async function jobListOf(db: AppDatabase, userId: string, id: string): Promise<JobList> {
  const list = await findJobList(db, userId, id)
  if (!list) throw notFound()
  return list
}

/** Stores the device's copy; answers the copy kept (the stored one when it changed later). */
export async function putJobList(
  db: AppDatabase,
  userId: string,
  id: string,
  body: JobListBody,
): Promise<JobList> {
  const saved = await saveJobList(db, userId, id, body, JOB_LISTS_MAX)
  switch (saved.outcome) {
    case 'saved':
    case 'kept':
      return saved.list
    case 'not_found':
      throw notFound()
    case 'full':
      throw new HttpError(
        409,
        'TOO_MANY_JOB_LISTS',
        `At most ${JOB_LISTS_MAX} job lists can be kept.`,
      )
    case 'unknown_user':
      // Deleted between the token check and now: the token no longer names anyone.
      throw unauthorized('invalid')
  }
}

export async function removeJobList(db: AppDatabase, userId: string, id: string): Promise<void> {
  if ((await deleteJobList(db, userId, id)) === 'not_found') throw notFound()
}
