/**
 * Revoke keys of links a guest shared: the server keeps only their hash, so this device alone can take them back.
 */
import type { SharedListKind } from '../../domain/shared-list'

export const SHARED_LINK_KEYS_STORAGE_KEY = 'delelager/shared-link-keys'

export const MAX_REMEMBERED_LINKS = 50

export interface DeviceSharedLink {
  token: string
  revokeKey: string
  kind: SharedListKind
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

export function rememberSharedLink(link: DeviceSharedLink): void {
  write([...read().filter((known) => known.token !== link.token), link])
}

export function forgetSharedLink(token: string): void {
  const links = read()
  if (links.some((link) => link.token === token)) {
    write(links.filter((link) => link.token !== token))
  }
}

export function revokeKeyFor(token: string): string | undefined {
  return read().find((link) => link.token === token)?.revokeKey
}

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
