/**
 * How old a kept catalogue answer may be. Pure, so the worker and the tests share one rule.
 */

export const STORED_AT_HEADER = 'x-sw-stored-at'

export interface CachePolicy {
  maxAgeSeconds: number
  staleWhileRevalidateSeconds: number
}

export type Freshness = 'fresh' | 'stale' | 'expired'

const NEVER_KEPT: CachePolicy = { maxAgeSeconds: 0, staleWhileRevalidateSeconds: 0 }

export function parseCacheControl(header: string | null | undefined): CachePolicy {
  if (!header) return NEVER_KEPT
  const directives = new Map<string, string | undefined>()
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2)
    if (name) directives.set(name.toLowerCase(), value?.replace(/^"|"$/g, ''))
  }
  if (directives.has('no-cache') || directives.has('no-store')) return NEVER_KEPT
  return {
    maxAgeSeconds: seconds(directives.get('max-age')),
    staleWhileRevalidateSeconds: seconds(directives.get('stale-while-revalidate')),
  }
}

function seconds(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value)) return 0
  return Number(value)
}

/** The server's `Date` serves copies kept before the stamp existed. */
export function storedAtOf(headers: Headers): number | undefined {
  const stamp = Number(headers.get(STORED_AT_HEADER))
  if (headers.has(STORED_AT_HEADER) && Number.isFinite(stamp)) return stamp
  const date = Date.parse(headers.get('date') ?? '')
  return Number.isNaN(date) ? undefined : date
}

/** A copy stored "in the future" (the device's clock was set back) counts as expired. */
export function freshnessOf(
  policy: CachePolicy,
  storedAtMs: number | undefined,
  nowMs: number,
): Freshness {
  if (storedAtMs === undefined) return 'expired'
  const ageMs = nowMs - storedAtMs
  if (ageMs < 0) return 'expired'
  if (ageMs < policy.maxAgeSeconds * 1000) return 'fresh'
  if (ageMs < (policy.maxAgeSeconds + policy.staleWhileRevalidateSeconds) * 1000) return 'stale'
  return 'expired'
}
