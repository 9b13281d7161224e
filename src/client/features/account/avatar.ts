import { API_BASE } from '../../lib/api-client'

/**
 * Where a profile picture is loaded from: the API host plus the avatar path (spec §3), so a
 * shop whose API lives on another host (VITE_API_BASE) still finds it.
 */
export function avatarUrl(avatar: string, base: string = API_BASE): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin
  return new URL(avatar, new URL(base, origin)).href
}
