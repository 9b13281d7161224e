/**
 * Sessions signed out on this device that the server must still end. A sign-out forgets the
 * token at once, also offline; what is kept until the server has heard is only the session's
 * id (the token's `sid`), which can end that session and do nothing else. Sent now, when the
 * network returns, and at the next start (main.tsx looks for the key).
 */
import { connectivity, startConnectivity } from './connectivity'
import { isNetworkFailure, publicApi } from '../lib/api-client'

/** Local storage: the ids not yet sent, as a JSON array. Device-only (offline/kept-data.ts). */
export const ENDED_SESSIONS_KEY = 'delelager/ended-sessions'
/** Ids kept at most; a device signing out offline more often than this is no shop's phone. */
const MAX_KEPT = 20

export interface EndedSessionsDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  /** Asks the server to end the session; rejects when it could not be asked. */
  end: (sessionId: string) => Promise<void>
}

/** The session id a token carries (`sid`), read without checking it: only the server can. */
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

/** Sends every kept id; one the server answered for (ended, or refused as no id) is let go. */
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

/** Keeps the token's session to be ended and sends it (now, or once the network is back). */
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
