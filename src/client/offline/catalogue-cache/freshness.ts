/**
 * How old a kept catalogue answer may be: the server's `Cache-Control` (`max-age`,
 * `stale-while-revalidate`) read against when the service worker stored the answer. Pure, so
 * the worker and the tests share one rule.
 */

/** Stamped on the worker's cached copy: when it was stored or last revalidated (ms, the device's clock). */
export const STORED_AT_HEADER = 'x-sw-stored-at'

export interface CachePolicy {
  maxAgeSeconds: number
  staleWhileRevalidateSeconds: number
}

/** `fresh`: serve as kept; `stale`: serve as kept and refresh behind; `expired`: ask the network first. */
export type Freshness = 'fresh' | 'stale' | 'expired'

const NEVER_KEPT: CachePolicy = { maxAgeSeconds: 0, staleWhileRevalidateSeconds: 0 }

/** The parts of `Cache-Control` that say how long an answer may be used; anything else counts as 0. */
export function parseCacheControl(header: string | null | undefined): CachePolicy {
  if (!header) return NEVER_KEPT
  const directives = new Map<string, string | undefined>()
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2)
    if (name) directives.set(name.toLowerCase(), value?.replace(/^"|"$/g, ''))
  }
  // Either means the answer must be checked with the server before each use.
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

/**
 * When a cached copy was stored: the worker's stamp, else the server's `Date` (copies kept
 * before the stamp existed); undefined when neither is readable.
 */
export function storedAtOf(headers: Headers): number | undefined {
  const stamp = Number(headers.get(STORED_AT_HEADER))
  if (headers.has(STORED_AT_HEADER) && Number.isFinite(stamp)) return stamp
  const date = Date.parse(headers.get('date') ?? '')
  return Number.isNaN(date) ? undefined : date
}

/**
 * Fresh while younger than max-age, stale for stale-while-revalidate seconds more, expired
 * after. A copy stored "in the future" (the device's clock was set back) counts as expired.
 */
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
