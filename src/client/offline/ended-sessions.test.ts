import { FetchError } from 'ofetch'
import { describe, expect, it } from 'vitest'
import {
  ENDED_SESSIONS_KEY,
  type EndedSessionsDeps,
  endSession,
  sendEndedSessions,
  sessionIdOf,
} from './ended-sessions'

/** A token as the server makes them: only its payload matters here. */
function tokenWith(payload: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replaceAll('=', '')
  return `${part({ alg: 'HS256' })}.${part(payload)}.signature`
}

function device() {
  const stored = new Map<string, string>()
  const ended: string[] = []
  let online = true
  const deps: EndedSessionsDeps = {
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    end: async (id) => {
      if (!online) throw new FetchError('fetch failed')
      ended.push(id)
    },
  }
  return {
    deps,
    ended,
    stored,
    setOnline: (value: boolean) => {
      online = value
    },
  }
}

describe('ending a session on the server', () => {
  it('reads the session id from a token, and nothing from what is no token', () => {
    expect(sessionIdOf(tokenWith({ sub: 'u', sid: 'a1b2' }))).toBe('a1b2')
    expect(sessionIdOf(tokenWith({ sub: 'u' }))).toBeNull()
    expect(sessionIdOf('garbage')).toBeNull()
  })

  it('ends the session at once when the server can be reached, keeping nothing', async () => {
    const { deps, ended, stored } = device()
    await endSession(tokenWith({ sid: 's-1' }), deps)
    expect(ended).toEqual(['s-1'])
    expect(stored.has(ENDED_SESSIONS_KEY)).toBe(false)
  })

  it('offline, keeps only the session id — not the token — and sends it once the network is back', async () => {
    const { deps, ended, stored, setOnline } = device()
    const token = tokenWith({ sid: 's-2' })
    setOnline(false)
    await endSession(token, deps)
    expect(ended).toEqual([])
    expect(stored.get(ENDED_SESSIONS_KEY)).toBe('["s-2"]')
    expect([...stored.values()].join()).not.toContain(token)

    setOnline(true)
    await sendEndedSessions(deps)
    expect(ended).toEqual(['s-2'])
    expect(stored.has(ENDED_SESSIONS_KEY)).toBe(false)
  })
})
