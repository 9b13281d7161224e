import { API_BASE } from '../../lib/api-client'

/** A profile picture's address: the API host (VITE_API_BASE) plus its path. */
export function avatarUrl(avatar: string, base: string = API_BASE): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin
  return new URL(avatar, new URL(base, origin)).href
}
