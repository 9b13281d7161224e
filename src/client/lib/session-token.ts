/**
 * Where the session token lives in the browser (spec §9): local storage key `jwtToken`.
 * The account issue adds the `token1`/`user1` cookies; this module stays the only owner.
 */
export const TOKEN_STORAGE_KEY = 'jwtToken'

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null
  } catch {
    // Storage can be blocked (private mode, policies): behave as signed out.
    return null
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY)
}
