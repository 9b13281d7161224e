/**
 * The revoke keys of the links a guest shared from this device, in local storage under
 * SHARED_LINK_KEYS_STORAGE_KEY: `{ version: 1, links: [{ token, revokeKey, kind, expiresAt }] }`.
 * The server keeps only each key's hash, so this device alone can take its links back, with
 * no account and whether or not its cart had reached the server. Links past their expiry are
 * dropped on every read; other tabs hear of changes through the `storage` event.
 */
import type { SharedListKind } from '../../domain/shared-list'

export const SHARED_LINK_KEYS_STORAGE_KEY = 'delelager/shared-link-keys'

/** The most links remembered: the oldest go first (they expire within a month anyway). */
export const MAX_REMEMBERED_LINKS = 50

export interface DeviceSharedLink {
  token: string
  revokeKey: string
  kind: SharedListKind
  /** ISO time the link stops working. */
  expiresAt: string
}

interface Stored {
  version: 1
  links: DeviceSharedLink[]
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // blocked storage: nothing is remembered, the links still expire
  }
}

const isLink = (value: unknown): value is DeviceSharedLink => {
  const link = value as Partial<DeviceSharedLink> | null
  return (
    typeof link?.token === 'string' &&
    typeof link.revokeKey === 'string' &&
    (link.kind === 'cart' || link.kind === 'job') &&
    typeof link.expiresAt === 'string'
  )
}

function read(): DeviceSharedLink[] {
  try {
    const stored = JSON.parse(storage()?.getItem(SHARED_LINK_KEYS_STORAGE_KEY) ?? 'null') as Stored
    if (stored?.version !== 1 || !Array.isArray(stored.links)) return []
    const now = Date.now()
    return stored.links.filter(isLink).filter((link) => Date.parse(link.expiresAt) > now)
  } catch {
    return []
  }
}

const listeners = new Set<() => void>()
let snapshot: DeviceSharedLink[] | null = null

function write(links: DeviceSharedLink[]): void {
  try {
    const stored: Stored = { version: 1, links: links.slice(-MAX_REMEMBERED_LINKS) }
    storage()?.setItem(SHARED_LINK_KEYS_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Full or blocked storage: the link works all the same, only this device cannot revoke it.
  }
  changed()
}

function changed(): void {
  snapshot = null
  for (const listener of listeners) listener()
}

/** Keeps a link's revoke key (a guest's share). */
export function rememberSharedLink(link: DeviceSharedLink): void {
  write([...read().filter((known) => known.token !== link.token), link])
}

/** Forgets a link taken back, or found gone. */
export function forgetSharedLink(token: string): void {
  const links = read()
  if (links.some((link) => link.token === token)) {
    write(links.filter((link) => link.token !== token))
  }
}

/** The revoke key this device holds for the link, if it shared it as a guest. */
export function revokeKeyFor(token: string): string | undefined {
  return read().find((link) => link.token === token)?.revokeKey
}

/** The live links this device shared as a guest, newest first (a stable array between changes). */
export function deviceSharedLinks(): DeviceSharedLink[] {
  snapshot ??= read().reverse()
  return snapshot
}

export function subscribeDeviceSharedLinks(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage)
    }
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key === SHARED_LINK_KEYS_STORAGE_KEY || event.key === null) changed()
}
