import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClients, MISSING_TOKEN_MESSAGE, whenTokenRefused } from './api-client'
import { storeToken, TOKEN_STORAGE_KEY } from './session-token'

// A real HTTP server that records what the clients send.
let server: Server
let baseURL: string
let seen: IncomingHttpHeaders[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers)
    response.setHeader('content-type', 'application/json')
    if (request.url?.endsWith('/refused')) response.statusCode = 401
    response.end(JSON.stringify({ ok: true }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  seen = []
  localStorage.clear()
})

describe('the API clients', () => {
  it('the public client sends no Authorization header even when a token is stored', async () => {
    storeToken('secret-token')
    const { publicApi } = createApiClients(baseURL)
    await expect(publicApi('/brand/list')).resolves.toEqual({ ok: true })
    expect(seen[0]?.authorization).toBeUndefined()
  })

  it('the authenticated client sends the stored jwtToken raw, without a Bearer prefix', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc.def.ghi')
    const { authApi } = createApiClients(baseURL)
    await authApi('/user/me')
    expect(seen[0]?.authorization).toBe('abc.def.ghi')
  })

  it('the authenticated client fails without a token and sends nothing', async () => {
    const { authApi } = createApiClients(baseURL)
    await expect(authApi('/user/me')).rejects.toThrow(MISSING_TOKEN_MESSAGE)
    expect(seen).toHaveLength(0)
  })

  it('tells of a 401 to the authenticated client with the token it sent, and of no other answer', async () => {
    const refused: string[] = []
    whenTokenRefused((token) => refused.push(token))
    storeToken('old-token')
    const { authApi, publicApi } = createApiClients(baseURL)
    await authApi('/user/me')
    await expect(authApi('/order/refused')).rejects.toMatchObject({ status: 401 })
    await expect(publicApi('/auth/refused')).rejects.toMatchObject({ status: 401 })
    expect(refused).toEqual(['old-token'])
  })
})
