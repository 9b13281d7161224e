/**
 * Sessions signed out here that the server must still end; only the id is kept, which can do nothing else.
 */
import { connectivity, startConnectivity } from './connectivity'
import { isNetworkFailure, publicApi } from '../lib/api-client'

export const ENDED_SESSIONS_KEY = 'delelager/ended-sessions'
/** A device signing out offline more often than this is no shop's phone. */
const MAX_KEPT = 20

export interface EndedSessionsDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  end: (sessionId: string) => Promise<void>
}

/** Read without checking it: only the server can. */
export function sessionIdOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? ''
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'))
    const sid = (JSON.parse(json) as { sid?: unknown }).sid
    return typeof sid === 'string' && sid.length > 0 ? sid : null
  } catch {
    return null // not a token of ours: nothing to end
  }
}

function read(deps: EndedSessionsDeps): string[] {
  try {
    const ids: unknown = JSON.parse(deps.storage?.getItem(ENDED_SESSIONS_KEY) ?? '[]')
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

function write(deps: EndedSessionsDeps, ids: string[]): void {
  try {
    if (ids.length === 0) deps.storage?.removeItem(ENDED_SESSIONS_KEY)
    else deps.storage?.setItem(ENDED_SESSIONS_KEY, JSON.stringify(ids.slice(-MAX_KEPT)))
  } catch {
    // Blocked storage: the session ends at its expiry instead.
  }
}

let sending: Promise<void> | null = null

export function sendEndedSessions(deps: EndedSessionsDeps = browserDeps()): Promise<void> {
  sending ??= (async () => {
    for (const id of read(deps)) {
      try {
        await deps.end(id)
      } catch (error) {
        // No answer, or the server failing: this id and the rest wait for the next try.
        const status = (error as { status?: number }).status ?? 0
        if (isNetworkFailure(error) || status >= 500) return
      }
      write(
        deps,
        read(deps).filter((kept) => kept !== id),
      )
    }
  })().finally(() => {
    sending = null
  })
  return sending
}

export function endSession(token: string, deps: EndedSessionsDeps = browserDeps()): Promise<void> {
  const id = sessionIdOf(token)
  if (id) write(deps, [...read(deps).filter((kept) => kept !== id), id])
  return sendEndedSessions(deps)
}

function browserDeps(): EndedSessionsDeps {
  let storage: Storage | null = null
  try {
    storage = typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // blocked
  }
  return {
    storage,
    end: async (sessionId) => {
      await publicApi('/auth/logout', { method: 'POST', body: { sessionId } })
    },
  }
}

if (typeof window !== 'undefined') {
  startConnectivity()
  connectivity.onReconnect(() => void sendEndedSessions())
}
