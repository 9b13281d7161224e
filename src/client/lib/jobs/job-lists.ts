/**
 * The app's one set of job lists: the store on IndexedDB, the account calls, and the hook.
 * Sync runs when the lists are first read, at sign-in, when the network returns and after
 * every change; other tabs of this browser are told to re-read the lists.
 */
import { useSyncExternalStore } from 'react'
import { jobListAnswerSchema, jobListsAnswerSchema } from '../../../domain/job-list-schema'
import { authApi } from '../api-client'
import { readToken, subscribeToken } from '../session-token'
import { connectivity, startConnectivity } from '../../offline/connectivity'
import { idbStore } from '../../offline/idb-store'
import { JOB_LISTS_NOT_LOADED, type JobListsSnapshot, JobListsStore } from './job-lists-store'

const CHANNEL = 'delelager-jobs'

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)

export const jobListsStore = new JobListsStore({
  storage: { get: (key) => idbStore.get(key), set: (key, value) => idbStore.set(key, value) },
  readToken,
  account: {
    list: async () => jobListsAnswerSchema.parse(await authApi('/jobs')).items,
    put: async ({ id, ...list }) => {
      jobListAnswerSchema.parse(await authApi(`/jobs/${id}`, { method: 'PUT', body: list }))
    },
    remove: async (id) =>
      jobListsAnswerSchema.parse(await authApi(`/jobs/${id}`, { method: 'DELETE' })).items,
  },
  broadcast: () => channel?.postMessage('changed'),
  isOnline: () => connectivity.get() === 'online',
})

let started = false

/** Reads the lists and keeps them in step with the account; called once by the app. */
export function startJobLists(): void {
  if (started || typeof window === 'undefined') return
  started = true
  startConnectivity()
  void jobListsStore.load().then(() => jobListsStore.sync())
  connectivity.onReconnect(() => void jobListsStore.sync())
  // A sign-in brings the device's lists to the account and the account's here; a sign-out
  // only stops the syncing, the device keeps its lists.
  subscribeToken(() => void jobListsStore.sync())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void jobListsStore.sync()
  })
  channel?.addEventListener('message', () => void jobListsStore.load())
}

export function useJobLists(): JobListsSnapshot {
  startJobLists()
  return useSyncExternalStore(
    jobListsStore.subscribe,
    jobListsStore.getSnapshot,
    () => JOB_LISTS_NOT_LOADED,
  )
}
