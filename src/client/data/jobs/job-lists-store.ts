/**
 * The job lists on this device, in IndexedDB under `delelager/jobs` for everyone, and — when
 * signed in — kept in step with the account (`/api/jobs`) by the synced store: each saved or
 * deleted list is queued by its id (the last change per list wins) and replayed; then the
 * account's lists become the device's. A list made offline keeps the id it was made with,
 * so its replay never makes a second one.
 */
import {
  type JobList,
  type JobLine,
  type JobVehicle,
  putJobList,
  sortJobLists,
} from '../../../domain/job-list'
import { type Synced, SyncedStore, type SyncedStoreDeps } from '../../lib/synced-store'
import { isStoredShape } from '../stored-shape'

export type JobChange = { op: 'put'; list: JobList } | { op: 'delete'; id: string }

export interface JobListsState {
  lists: JobList[]
}

/** What is kept in IndexedDB. `version` changes only when the shape does. */
interface StoredJobLists {
  version: 1
  lists: JobList[]
  pending: JobChange[]
}

export const JOB_LISTS_STORAGE_KEY = 'delelager/jobs'

export type JobListsSnapshot = Synced<JobListsState, JobChange>

export interface JobListsStoreDeps extends SyncedStoreDeps {
  account: {
    list: () => Promise<JobList[]>
    put: (list: JobList) => Promise<void>
    remove: (id: string) => Promise<JobList[]>
  }
  /** A new list's id (`crypto.randomUUID`); tests give their own. */
  newId?: () => string
  /** The time a change is stamped with; tests give their own. */
  now?: () => Date
}

export const JOB_LISTS_NOT_LOADED: JobListsSnapshot = { lists: [], pending: [], loaded: false }

export class JobListsStore extends SyncedStore<JobListsState, JobChange, JobList[]> {
  private readonly newId: () => string
  private readonly now: () => Date

  constructor({ account, newId, now, ...deps }: JobListsStoreDeps) {
    super(
      {
        name: 'Job lists',
        storageKey: JOB_LISTS_STORAGE_KEY,
        empty: { lists: [] },
        restore: (stored) =>
          isStoredShape<StoredJobLists>(stored, (s) => [s.lists, s.pending])
            ? { state: { lists: sortJobLists(stored.lists) }, pending: stored.pending }
            : { state: { lists: [] }, pending: [] },
        store: (state, pending): StoredJobLists => ({ version: 1, lists: state.lists, pending }),
        keyOf: (change) => (change.op === 'put' ? change.list.id : change.id),
        send: async (change) => {
          if (change.op === 'delete') return account.remove(change.id)
          await account.put(change.list)
          return undefined
        },
        list: account.list,
        adopt: (_state, lists) => ({ lists: sortJobLists(lists) }),
      },
      deps,
    )
    this.newId = newId ?? (() => crypto.randomUUID())
    this.now = now ?? (() => new Date())
  }

  /** Makes a new list; resolves with its id once it is kept on the device. */
  create(fields: {
    name: string
    customer: string | null
    vehicle: JobVehicle | null
    lines?: JobLine[]
  }): string {
    const list: JobList = {
      id: this.newId(),
      lines: [],
      ...fields,
      updatedAt: this.now().toISOString(),
    }
    void this.save(list)
    return list.id
  }

  /** Applies `change` to a list (stamped now); nothing happens when the list is gone. */
  update(id: string, change: (list: JobList, updatedAt: string) => JobList): Promise<void> {
    const list = this.getSnapshot().lists.find((l) => l.id === id)
    if (!list) return Promise.resolve()
    return this.save(change(list, this.now().toISOString()))
  }

  remove(id: string): Promise<void> {
    return this.apply((state) => ({ lists: state.lists.filter((l) => l.id !== id) }), {
      op: 'delete',
      id,
    })
  }

  private save(list: JobList): Promise<void> {
    return this.apply((state) => ({ lists: putJobList(state.lists, list) }), { op: 'put', list })
  }
}
