import { describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY } from '../features/cart/cart-store'
import { CART_SYNC_STORAGE_KEY } from '../features/cart/cart-sync-record'
import { PACKS_STORAGE_KEY } from '../features/offline-packs/pack-store'
import { SETTINGS_STORAGE_KEY } from '../data/settings/settings-storage'
import { INSTALL_DISMISSED_KEY } from '../shell/shell-status'
import { ENDED_SESSIONS_KEY } from '../lib/ended-sessions'
import { GARAGE_STORAGE_KEY } from '../lib/garage/garage-store'
import { JOB_LISTS_STORAGE_KEY } from '../lib/jobs/job-lists-store'
import { RECENT_SEARCHES_KEY } from '../lib/recent-searches-key'
import { SAVED_LISTS_STORAGE_KEY } from '../lib/saved-lists/saved-lists-store'
import { TOKEN_COOKIE, TOKEN_STORAGE_KEY, USER_COOKIE } from '../lib/session-token'
import { SHARED_LINK_KEYS_STORAGE_KEY } from '../lib/shared-link-keys'
import { CLIENT_STATE_KEY } from './client-state'
import { PERSIST_KEY } from './idb-store'
import { keptAs, type Place } from './kept-data'

describe('what the browser keeps', () => {
  it.each<[Place, string, ReturnType<typeof keptAs>]>([
    ['localStorage', TOKEN_STORAGE_KEY, 'personal'],
    ['cookie', TOKEN_COOKIE, 'personal'],
    ['cookie', USER_COOKIE, 'personal'],
    ['localStorage', RECENT_SEARCHES_KEY, 'personal'],
    ['localStorage', SHARED_LINK_KEYS_STORAGE_KEY, 'personal'],
    ['localStorage', CLIENT_STATE_KEY, 'scrubbed'],
    ['localStorage', SETTINGS_STORAGE_KEY, 'device'],
    ['localStorage', INSTALL_DISMISSED_KEY, 'device'],
    ['localStorage', ENDED_SESSIONS_KEY, 'device'],
    ['sessionStorage', 'checkout-draft', 'personal'],
    ['indexedDB key', PERSIST_KEY, 'scrubbed'],
    ['indexedDB key', CART_STORAGE_KEY, 'personal'],
    ['indexedDB key', CART_SYNC_STORAGE_KEY, 'personal'],
    ['indexedDB key', GARAGE_STORAGE_KEY, 'personal'],
    ['indexedDB key', JOB_LISTS_STORAGE_KEY, 'personal'],
    ['indexedDB key', SAVED_LISTS_STORAGE_KEY, 'personal'],
    ['indexedDB key', PACKS_STORAGE_KEY, 'device'],
    ['cacheStorage', 'vehicle-pack-320507', 'device'],
    ['cacheStorage', 'workbox-precache-v2-http://localhost/', 'device'],
  ])('classifies %s %s as %s, under the name its owner uses', (place, name, kept) => {
    expect(keptAs(place, name)).toBe(kept)
  })

  it('leaves a name nobody classified unclassified, for the audit to name', () => {
    expect(keptAs('localStorage', 'delelager/something-new')).toBeUndefined()
    expect(keptAs('cacheStorage', 'vehicle-lookups')).toBeUndefined()
  })
})
