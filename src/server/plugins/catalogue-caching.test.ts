import { describe, expect, it } from 'vitest'
import { catalogueCacheControl, etagOf, matchesEtag } from './catalogue-caching'

describe('catalogue ETags', () => {
  it('gives equal bodies equal tags and different bodies different tags', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'))
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'))
  })

  it('matches If-None-Match lists, weak forms and the wildcard', () => {
    const tag = etagOf('x')
    expect(matchesEtag(tag, tag)).toBe(true)
    expect(matchesEtag(`"other", W/${tag}`, tag)).toBe(true)
    expect(matchesEtag('*', tag)).toBe(true)
    expect(matchesEtag('"other"', tag)).toBe(false)
    expect(matchesEtag(undefined, tag)).toBe(false)
  })
})

describe('catalogue Cache-Control', () => {
  it('lets an answer past its max-age be shown for a day while it is refreshed', () => {
    expect(catalogueCacheControl(300)).toBe('public, max-age=300, stale-while-revalidate=86400')
  })

  it('never lets an answer that is asked again on every view be shown stale', () => {
    expect(catalogueCacheControl(0)).toBe('public, max-age=0')
  })
})
