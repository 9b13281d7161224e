/**
 * The app's one set of job lists: the store on IndexedDB, the account calls, and the hook.
 * It syncs as every synced store does (browser-sync.ts); other tabs re-read it on a change.
 */
import { useSyncExternalStore } from 'react'
import { jobListAnswerSchema, jobListsAnswerSchema } from '../../../domain/job-list-schema'
import { authApi } from '../../lib/api-client'
import { browserSync } from '../../offline/browser-sync'
import { JOB_LISTS_NOT_LOADED, type JobListsSnapshot, JobListsStore } from './job-lists-store'

const browser = browserSync('delelager-jobs')

export const jobListsStore = new JobListsStore({
  ...browser.deps,
  account: {
    list: async () => jobListsAnswerSchema.parse(await authApi('/jobs')).items,
    put: async ({ id, ...list }) => {
      jobListAnswerSchema.parse(await authApi(`/jobs/${id}`, { method: 'PUT', body: list }))
    },
    remove: async (id) =>
      jobListsAnswerSchema.parse(await authApi(`/jobs/${id}`, { method: 'DELETE' })).items,
  },
})

/** Reads the lists and keeps them in step with the account; called once by the app. */
export function startJobLists(): void {
  void browser.start(jobListsStore)
}

export function useJobLists(): JobListsSnapshot {
  startJobLists()
  return useSyncExternalStore(
    jobListsStore.subscribe,
    jobListsStore.getSnapshot,
    () => JOB_LISTS_NOT_LOADED,
  )
}
