import { describe, expect, it } from 'vitest'
import { freshnessOf, parseCacheControl, STORED_AT_HEADER, storedAtOf } from './freshness'

const STORED = Date.parse('2026-11-28T12:00:00Z')
const later = (seconds: number) => STORED + seconds * 1000
const articles = parseCacheControl('public, max-age=300, stale-while-revalidate=86400')

describe('parseCacheControl', () => {
  it('reads max-age and stale-while-revalidate', () => {
    expect(articles).toEqual({ maxAgeSeconds: 300, staleWhileRevalidateSeconds: 86400 })
  })

  it('reads directives in any case, order and spacing, and quoted values', () => {
    expect(parseCacheControl('Stale-While-Revalidate="60",MAX-AGE=5 ,public')).toEqual({
      maxAgeSeconds: 5,
      staleWhileRevalidateSeconds: 60,
    })
  })

  it('counts a missing header, a missing directive or an unreadable value as zero', () => {
    const none = { maxAgeSeconds: 0, staleWhileRevalidateSeconds: 0 }
    expect(parseCacheControl(null)).toEqual(none)
    expect(parseCacheControl('public')).toEqual(none)
    expect(parseCacheControl('max-age=soon, stale-while-revalidate=-5')).toEqual(none)
    expect(parseCacheControl('public, max-age=0')).toEqual(none)
  })

  it('keeps nothing from an answer marked no-cache or no-store', () => {
    const none = { maxAgeSeconds: 0, staleWhileRevalidateSeconds: 0 }
    expect(parseCacheControl('no-cache, max-age=300, stale-while-revalidate=60')).toEqual(none)
    expect(parseCacheControl('no-store')).toEqual(none)
  })
})

describe('storedAtOf', () => {
  it('takes the worker’s stamp before the server’s Date', () => {
    const headers = new Headers({
      [STORED_AT_HEADER]: String(STORED),
      date: 'Thu, 01 Jan 2026 00:00:00 GMT',
    })
    expect(storedAtOf(headers)).toBe(STORED)
  })

  it('falls back to the Date header for a copy without a stamp', () => {
    expect(storedAtOf(new Headers({ date: 'Sat, 28 Nov 2026 12:00:00 GMT' }))).toBe(STORED)
  })

  it('knows no time when neither header is readable', () => {
    expect(storedAtOf(new Headers({ date: 'yesterday' }))).toBeUndefined()
    expect(storedAtOf(new Headers())).toBeUndefined()
  })
})

describe('freshnessOf', () => {
  it('calls an answer younger than max-age fresh', () => {
    expect(freshnessOf(articles, STORED, STORED)).toBe('fresh')
    expect(freshnessOf(articles, STORED, later(299))).toBe('fresh')
  })

  it('calls an answer past max-age but within stale-while-revalidate stale', () => {
    expect(freshnessOf(articles, STORED, later(300))).toBe('stale')
    expect(freshnessOf(articles, STORED, later(300 + 86399))).toBe('stale')
  })

  it('calls an answer older than max-age plus stale-while-revalidate expired', () => {
    expect(freshnessOf(articles, STORED, later(300 + 86400))).toBe('expired')
  })

  it('never serves an always-revalidated answer without asking the network', () => {
    expect(freshnessOf(parseCacheControl('public, max-age=0'), STORED, STORED)).toBe('expired')
  })

  it('calls an answer stale at once when it may only be served stale', () => {
    const policy = parseCacheControl('max-age=0, stale-while-revalidate=60')
    expect(freshnessOf(policy, STORED, STORED)).toBe('stale')
  })

  it('calls an answer expired when its stored time is unknown or in the future', () => {
    expect(freshnessOf(articles, undefined, STORED)).toBe('expired')
    expect(freshnessOf(articles, later(10), STORED)).toBe('expired')
  })
})
