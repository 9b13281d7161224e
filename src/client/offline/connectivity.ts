/**
 * "Are we online?", checked by probing `GET /api/health`: a phone on weak workshop Wi-Fi often
 * says it is online while nothing gets through. Feeds React Query's `onlineManager`.
 */
import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { whenNoAnswer } from '../lib/api-client'

export type Connectivity = 'online' | 'offline'

/** A slow line counts as none. */
export const PROBE_TIMEOUT_MS = 4000
export const PROBE_FIRST_RETRY_MS = 2000
export const PROBE_MAX_RETRY_MS = 30_000

export interface ConnectivityDeps {
  probe: () => Promise<boolean>
  isBrowserOnline: () => boolean
  setTimer: (run: () => void, ms: number) => () => void
}

export async function probeHealth(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch('/api/health', {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
    return response.ok
  } catch {
    return false
  }
}

export function createConnectivity(deps: ConnectivityDeps) {
  let state: Connectivity = deps.isBrowserOnline() ? 'online' : 'offline'
  const listeners = new Set<() => void>()
  const reconnectListeners = new Set<() => void>()
  let probing: Promise<void> | null = null
  let cancelRetry: (() => void) | null = null
  let retryMs = PROBE_FIRST_RETRY_MS

  function set(next: Connectivity) {
    if (next === state) return
    const cameBack = state === 'offline' && next === 'online'
    state = next
    for (const listener of listeners) listener()
    if (cameBack) for (const listener of reconnectListeners) listener()
  }

  function scheduleRetry() {
    cancelRetry?.()
    cancelRetry = deps.setTimer(() => {
      cancelRetry = null
      void check()
    }, retryMs)
    retryMs = Math.min(retryMs * 2, PROBE_MAX_RETRY_MS)
  }

  function check(): Promise<void> {
    probing ??= (async () => {
      const answered = await deps.probe()
      probing = null
      if (answered) {
        cancelRetry?.()
        cancelRetry = null
        retryMs = PROBE_FIRST_RETRY_MS
        set('online')
      } else {
        set('offline')
        scheduleRetry()
      }
    })()
    return probing
  }

  return {
    get: (): Connectivity => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onReconnect(listener: () => void): () => void {
      reconnectListeners.add(listener)
      return () => reconnectListeners.delete(listener)
    },
    check,
    browserOffline(): void {
      set('offline')
      scheduleRetry()
    },
    requestFailed(): void {
      if (state === 'online') void check()
    },
  }
}

export type ConnectivitySource = ReturnType<typeof createConnectivity>

export const connectivity: ConnectivitySource = createConnectivity({
  probe: () => probeHealth(),
  isBrowserOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  setTimer: (run, ms) => {
    const id = setTimeout(run, ms)
    return () => clearTimeout(id)
  },
})

let started = false

export function startConnectivity(): void {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener('online', () => void connectivity.check())
  window.addEventListener('offline', () => connectivity.browserOffline())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && connectivity.get() === 'offline') {
      void connectivity.check()
    }
  })
  onlineManager.setEventListener((setOnline) =>
    connectivity.subscribe(() => setOnline(connectivity.get() === 'online')),
  )
  onlineManager.setOnline(connectivity.get() === 'online')
  whenNoAnswer(() => connectivity.requestFailed())
  if (connectivity.get() === 'offline') connectivity.browserOffline()
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(connectivity.subscribe, connectivity.get, () => 'online' as const)
}
