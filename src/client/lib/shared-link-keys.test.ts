import { afterEach, describe, expect, it } from 'vitest'
import {
  type DeviceSharedLink,
  deviceSharedLinks,
  forgetSharedLink,
  MAX_REMEMBERED_LINKS,
  rememberSharedLink,
  revokeKeyFor,
  SHARED_LINK_KEYS_STORAGE_KEY,
  subscribeDeviceSharedLinks,
} from './shared-link-keys'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

const link = (n: number, overrides: Partial<DeviceSharedLink> = {}): DeviceSharedLink => ({
  token: `token-${n}`.padEnd(22, 'x'),
  revokeKey: `key-${n}`.padEnd(22, 'k'),
  kind: 'cart',
  expiresAt: inDays(30),
  ...overrides,
})

describe('the revoke keys of links a guest shared from this device', () => {
  afterEach(() => localStorage.clear())

  it('keeps each link’s key under one storage key, newest first, until the link is taken back', () => {
    const changes: number[] = []
    const stop = subscribeDeviceSharedLinks(() => changes.push(changes.length))
    const job = link(2, { kind: 'job' })
    rememberSharedLink(link(1))
    rememberSharedLink(job)
    expect(Object.keys(localStorage)).toEqual([SHARED_LINK_KEYS_STORAGE_KEY])
    expect(revokeKeyFor(link(1).token)).toBe(link(1).revokeKey)
    expect(deviceSharedLinks().map((known) => known.token)).toEqual([link(2).token, link(1).token])
    forgetSharedLink(link(1).token)
    expect(revokeKeyFor(link(1).token)).toBeUndefined()
    expect(deviceSharedLinks()).toEqual([job])
    expect(changes).toHaveLength(3)
    stop()
  })

  it('lets expired links go and keeps only the newest when there are very many', () => {
    rememberSharedLink(link(0, { expiresAt: inDays(-1) }))
    expect(deviceSharedLinks()).toEqual([])
    for (let n = 1; n <= MAX_REMEMBERED_LINKS + 5; n++) rememberSharedLink(link(n))
    const kept = deviceSharedLinks()
    expect(kept).toHaveLength(MAX_REMEMBERED_LINKS)
    expect(kept[0]?.token).toBe(link(MAX_REMEMBERED_LINKS + 5).token)
    expect(revokeKeyFor(link(1).token)).toBeUndefined()
  })

  it('reads what is stored in another shape as nothing', () => {
    localStorage.setItem(SHARED_LINK_KEYS_STORAGE_KEY, '{"links":"no"}')
    expect(revokeKeyFor('anything')).toBeUndefined()
    localStorage.setItem(SHARED_LINK_KEYS_STORAGE_KEY, 'not json')
    rememberSharedLink(link(1))
    expect(revokeKeyFor(link(1).token)).toBe(link(1).revokeKey)
  })
})
