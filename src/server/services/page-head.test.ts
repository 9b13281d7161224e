import { describe, expect, it } from 'vitest'
import { canonicalLink, jsonLdScript } from './page-head'

describe('what a page tells search engines', () => {
  it('escapes the canonical address for its attribute', () => {
    expect(canonicalLink('https://shop.example/a?b="1"&c=<2>')).toBe(
      '<link rel="canonical" href="https://shop.example/a?b=&quot;1&quot;&amp;c=&lt;2&gt;">',
    )
  })

  it('keeps a name that holds a closing script tag inside the JSON-LD', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' })

    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(script.slice(35, -9))).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
