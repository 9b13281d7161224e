import { FetchError } from 'ofetch'
import { describe, expect, it } from 'vitest'
import type { JobList } from '../../../domain/job-list'
import { JOB_LISTS_STORAGE_KEY, JobListsStore, type JobListsStoreDeps } from './job-lists-store'
import { accountLine } from '../../test/account-line'
import { memoryStorage } from '../../test/memory-storage'

/** An account that behaves like the server's: the later copy wins, deletions are final. */
function fakeAccount(initial: JobList[] = []) {
  const lists = new Map(initial.map((l) => [l.id, l]))
  const deleted = new Set<string>()
  const { calls, reach, setOnline } = accountLine()
  const account: JobListsStoreDeps['account'] = {
    list: async () => {
      reach()
      calls.push('list')
      return [...lists.values()]
    },
    put: async (list) => {
      reach()
      calls.push(`put ${list.id}`)
      if (deleted.has(list.id)) throw Object.assign(new FetchError('gone'), { status: 404 })
      const stored = lists.get(list.id)
      if (!stored || stored.updatedAt <= list.updatedAt) lists.set(list.id, list)
    },
    remove: async (id) => {
      reach()
      calls.push(`delete ${id}`)
      lists.delete(id)
      deleted.add(id)
      return [...lists.values()]
    },
  }
  return {
    account,
    calls,
    lists,
    setOnline,
  }
}

function setup(options: { token?: string | null; account?: ReturnType<typeof fakeAccount> } = {}) {
  const server = options.account ?? fakeAccount()
  const { storage, map } = memoryStorage()
  let token = options.token === undefined ? 'token' : options.token
  let ids = 0
  let clock = Date.parse('2026-03-01T08:00:00.000Z')
  const store = new JobListsStore({
    storage,
    readToken: () => token,
    account: server.account,
    newId: () => {
      ids += 1
      return `00000000-0000-4000-8000-00000000000${ids}`
    },
    now: () => {
      clock += 1000
      return new Date(clock)
    },
  })
  return {
    store,
    server,
    map,
    signIn: () => {
      token = 'token'
    },
  }
}

const vehicle = { plate: 'AB12345', carId: null, label: 'AB12345' }

describe('the job lists on a device', () => {
  it('keeps lists made while signed out on the device and restores them after a reload', async () => {
    const { store, map, server } = setup({ token: null })
    await store.load()
    const id = store.create({ name: 'Service', customer: 'Ola', vehicle })
    await store.flushed()

    expect(server.calls).toEqual([])
    const again = new JobListsStore({
      storage: { get: async (key) => map.get(key), set: async () => {} },
      readToken: () => null,
      account: server.account,
    })
    await again.load()
    expect(again.getSnapshot().lists.map((l) => l.id)).toEqual([id])
    expect(map.has(JOB_LISTS_STORAGE_KEY)).toBe(true)
  })

  it("adds the device's lists to the account's at sign-in and then shows both", async () => {
    const theirs: JobList = {
      id: 'account-list',
      name: 'Fra verkstedet',
      customer: null,
      vehicle,
      lines: [],
      updatedAt: '2026-02-01T08:00:00.000Z',
    }
    const { store, server, signIn } = setup({ token: null, account: fakeAccount([theirs]) })
    await store.load()
    const mine = store.create({ name: 'Bremser', customer: null, vehicle })
    await store.sync()
    expect(server.calls).toEqual([])

    signIn()
    await store.sync()
    expect(server.calls).toEqual([`put ${mine}`, 'list'])
    expect(
      store
        .getSnapshot()
        .lists.map((l) => l.id)
        .sort(),
    ).toEqual([mine, 'account-list'].sort())
    expect(store.getSnapshot().pending).toEqual([])
  })

  it('queues edits made offline, sends only the last copy of each list, and replays on reconnect', async () => {
    const { store, server } = setup()
    await store.load()
    server.setOnline(false)
    const id = store.create({ name: 'Service', customer: null, vehicle })
    await store.update(id, (list, at) => ({ ...list, name: 'Stor service', updatedAt: at }))
    expect(store.getSnapshot().pending).toHaveLength(1)

    server.setOnline(true)
    await store.sync()
    expect(server.calls.filter((c) => c.startsWith('put'))).toEqual([`put ${id}`])
    expect(server.lists.get(id)?.name).toBe('Stor service')
  })

  it('removes a list everywhere, and drops an edit the account refuses because it was deleted', async () => {
    const { store, server } = setup()
    await store.load()
    const id = store.create({ name: 'Service', customer: null, vehicle })
    await store.sync()
    const other = setup({ account: server })
    await other.store.load()
    await other.store.sync()
    expect(other.store.getSnapshot().lists.map((l) => l.id)).toEqual([id])

    await store.remove(id)
    expect(server.lists.has(id)).toBe(false)
    // The other device, still holding the list, edits it: the account refuses, the queue moves on.
    await other.store.update(id, (list, at) => ({ ...list, name: 'Endret', updatedAt: at }))
    await other.store.sync()
    expect(server.calls).toContain(`put ${id}`)
    expect(other.store.getSnapshot().lists).toEqual([])
    expect(other.store.getSnapshot().pending).toEqual([])
  })
})
