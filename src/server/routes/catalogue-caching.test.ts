import { describe, expect, it } from 'vitest'
import { etagOf, matchesEtag } from './catalogue-caching'

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
