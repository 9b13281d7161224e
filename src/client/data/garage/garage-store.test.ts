import { describe, expect, it } from 'vitest'
import type { GarageListResponse, GarageVehicle } from '../../../domain/garage'
import { GARAGE_STORAGE_KEY, GarageStore, type GarageStoreDeps } from './garage-store'
import { garageVehicle } from '../../../domain/test/garage-vehicle'
import { accountLine } from '../../test/account-line'
import { memoryStorage } from '../../test/memory-storage'

/** An account that behaves like the server's: idempotent adds and removes, newest first. */
function fakeAccount(initial: GarageVehicle[] = []) {
  let items = [...initial]
  const { calls, reach, setOnline } = accountLine()
  const answer = (): GarageListResponse => ({ items: [...items] })
  const account: GarageStoreDeps['account'] = {
    list: async () => {
      reach()
      calls.push('list')
      return answer()
    },
    add: async (carId, year) => {
      reach()
      calls.push(`add ${carId}`)
      items = [
        { ...garageVehicle(carId, new Date().toISOString()), year },
        ...items.filter((v) => v.id !== carId),
      ]
      return answer()
    },
    remove: async (carId) => {
      reach()
      calls.push(`remove ${carId}`)
      items = items.filter((v) => v.id !== carId)
      return answer()
    },
  }
  return {
    account,
    calls,
    items: () => items.map((v) => v.id),
    setOnline,
  }
}

/** A device without an account, whose account calls never happen. */
const signedOutStore = (storage: GarageStoreDeps['storage']) =>
  new GarageStore({ storage, readToken: () => null, account: fakeAccount().account })

describe('garage store', () => {
  it('keeps vehicles on the device without an account and restores them after a reload', async () => {
    const { storage } = memoryStorage()
    const store = signedOutStore(storage)
    await store.load()
    await store.add(garageVehicle(1))
    await store.add(garageVehicle(2))
    store.select(1)
    await store.flushed()

    const reloaded = signedOutStore(storage)
    await reloaded.load()
    expect(reloaded.getSnapshot().items.map((v) => v.id)).toEqual([2, 1])
    expect(reloaded.getSnapshot().current?.id).toBe(1)
    expect(reloaded.getSnapshot().pending).toHaveLength(2)
  })

  it('keeps a vehicle added before the device garage was read, beside the vehicles kept before', async () => {
    const { storage } = memoryStorage()
    const earlier = signedOutStore(storage)
    await earlier.load()
    await earlier.add(garageVehicle(1))
    await earlier.flushed()

    let release = () => {}
    const slowRead = new Promise<void>((resolve) => {
      release = resolve
    })
    const server = fakeAccount()
    const store = new GarageStore({
      storage: { ...storage, get: async (key) => (await slowRead, storage.get(key)) },
      readToken: () => 'token',
      account: server.account,
    })
    const loading = store.load()
    await store.add(garageVehicle(2))
    expect(store.getSnapshot().current?.id).toBe(2)
    expect(server.calls).toEqual([])

    release()
    await loading
    await store.sync()
    expect(store.getSnapshot().items.map((v) => v.id)).toEqual([2, 1])
    expect(store.getSnapshot().current?.id).toBe(2)
    expect(server.calls.filter((call) => call === 'add 2')).toHaveLength(1)
    await store.flushed()
    const reloaded = signedOutStore(storage)
    await reloaded.load()
    expect(reloaded.getSnapshot().items.map((v) => v.id)).toContain(1)
  })

  it('sends vehicles added while signed out to the account at the next sign-in, once', async () => {
    const { storage } = memoryStorage()
    const server = fakeAccount([garageVehicle(7)])
    let token: string | null = null
    const store = new GarageStore({ storage, readToken: () => token, account: server.account })
    await store.load()
    await store.add(garageVehicle(1))
    expect(server.calls).toEqual([])

    token = 'signed-in'
    await store.sync()
    await store.sync()
    expect(server.calls).toEqual(['add 1', 'list'])
    expect(server.items()).toEqual([1, 7])
    expect(store.getSnapshot().items.map((v) => v.id)).toEqual([1, 7])
    expect(store.getSnapshot().pending).toEqual([])
  })

  it('queues changes made offline, keeps only the last per vehicle, and replays them on reconnect', async () => {
    const { storage } = memoryStorage()
    const server = fakeAccount()
    const store = new GarageStore({ storage, readToken: () => 't', account: server.account })
    await store.load()
    server.setOnline(false)
    await store.add(garageVehicle(1))
    await store.add(garageVehicle(2))
    await store.remove(1)
    expect(store.getSnapshot().items.map((v) => v.id)).toEqual([2])
    expect(store.getSnapshot().pending).toEqual([
      { op: 'add', carId: 2, year: null },
      { op: 'remove', carId: 1 },
    ])

    server.setOnline(true)
    await store.sync()
    expect(server.calls).toEqual(['add 2', 'remove 1'])
    expect(store.getSnapshot().pending).toEqual([])
    expect(store.getSnapshot().items.map((v) => v.id)).toEqual([2])
  })

  it("takes the account's list once the queue is empty, dropping what another device removed", async () => {
    const { storage } = memoryStorage()
    const server = fakeAccount([garageVehicle(3)])
    const store = new GarageStore({ storage, readToken: () => 't', account: server.account })
    await store.load()
    await store.sync()
    store.select(3)
    expect(store.getSnapshot().current?.id).toBe(3)

    await server.account.remove(3)
    await store.sync()
    expect(store.getSnapshot().items).toEqual([])
    expect(store.getSnapshot().current).toBeNull()
  })

  it('drops a change the account refuses for good instead of blocking the queue', async () => {
    const { storage } = memoryStorage()
    const server = fakeAccount()
    const refusing: GarageStoreDeps['account'] = {
      ...server.account,
      add: async (carId, year) => {
        if (carId === 404) throw Object.assign(new Error('Not Found'), { status: 404 })
        return server.account.add(carId, year)
      },
    }
    const store = new GarageStore({ storage, readToken: () => 't', account: refusing })
    await store.load()
    await store.add(garageVehicle(404))
    await store.add(garageVehicle(5))
    expect(store.getSnapshot().pending).toEqual([])
    expect(store.getSnapshot().items.map((v) => v.id)).toEqual([5])
  })

  it('starts empty when the stored garage has another shape', async () => {
    const { storage, map } = memoryStorage()
    map.set(GARAGE_STORAGE_KEY, { version: 99, cars: [1, 2] })
    const store = signedOutStore(storage)
    await store.load()
    expect(store.getSnapshot()).toMatchObject({ items: [], current: null, loaded: true })
  })

  it('tries again after a growing pause when a sync fails while the browser says it is online', async () => {
    const { storage } = memoryStorage()
    const server = fakeAccount()
    const waits: number[] = []
    let retry: (() => void) | null = null
    const store = new GarageStore({
      storage,
      readToken: () => 't',
      account: server.account,
      isOnline: () => true,
      schedule: (run, ms) => {
        waits.push(ms)
        retry = run
      },
    })
    await store.load()
    server.setOnline(false)
    await store.add(garageVehicle(1))
    expect(waits).toEqual([2000])
    ;(retry as unknown as () => void)()
    await store.sync()
    expect(waits).toEqual([2000, 4000])

    server.setOnline(true)
    ;(retry as unknown as () => void)()
    await store.sync()
    expect(server.calls).toEqual(['add 1', 'list'])
    expect(store.getSnapshot().pending).toEqual([])
  })

  it('waits for the online event instead of retrying while the browser is offline', async () => {
    const { storage } = memoryStorage()
    const server = fakeAccount()
    const waits: number[] = []
    const store = new GarageStore({
      storage,
      readToken: () => 't',
      account: server.account,
      isOnline: () => false,
      schedule: (_, ms) => waits.push(ms),
    })
    await store.load()
    server.setOnline(false)
    await store.add(garageVehicle(1))
    expect(waits).toEqual([])
    expect(store.getSnapshot().pending).toHaveLength(1)
  })

  it('forgets its vehicles and queue when its person leaves, and an answer still on its way brings nothing back', async () => {
    const { storage, map } = memoryStorage()
    const server = fakeAccount([garageVehicle(7)])
    let token: string | null = 't'
    let answerList: () => void = () => {}
    const slowList = server.account.list
    const store = new GarageStore({
      storage,
      readToken: () => token,
      account: {
        ...server.account,
        list: () => new Promise((done) => (answerList = () => done(slowList()))),
      },
    })
    await store.load()
    const syncing = store.sync()
    await store.forget()
    token = null
    answerList()
    await syncing
    await store.flushed()
    expect(store.getSnapshot().items).toEqual([])
    expect(store.getSnapshot().pending).toEqual([])
    expect(map.has(GARAGE_STORAGE_KEY)).toBe(false)
  })
})
