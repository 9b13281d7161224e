/**
 * The app's two HTTP clients (spec §6), the only place that creates ofetch instances.
 * - `publicApi` sends no token.
 * - `authApi` sends the stored token raw in `Authorization` (no `Bearer`), and refuses to
 *   send anything when there is no token.
 * The base URL is fixed at build time (`VITE_API_BASE`), `/api` by default.
 */
import { ofetch } from 'ofetch'
import { readToken } from './session-token'

export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api'

export const MISSING_TOKEN_MESSAGE = 'Authorization token is missing.'

export class MissingTokenError extends Error {
  constructor() {
    super(MISSING_TOKEN_MESSAGE)
    this.name = 'MissingTokenError'
  }
}

export function createApiClients(baseURL: string = API_BASE) {
  const publicApi = ofetch.create({ baseURL, retry: 0 })
  const authApi = ofetch.create({
    baseURL,
    retry: 0,
    onRequest({ options }) {
      const token = readToken()
      if (!token) throw new MissingTokenError()
      options.headers.set('Authorization', token)
    },
  })
  return { publicApi, authApi }
}

export const { publicApi, authApi } = createApiClients()
