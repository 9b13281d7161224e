import { API_BASE } from '../../lib/api-client'

export function avatarUrl(avatar: string, base: string = API_BASE): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin
  return new URL(avatar, new URL(base, origin)).href
}
