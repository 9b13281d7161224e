import { describe, expect, it } from 'vitest'
import { sitemapIndex, urlset } from './sitemap-xml'

const lastmod = new Date('2026-11-28T16:05:09.123Z')

describe('sitemaps as XML', () => {
  it('writes each address with its last change, to the second', () => {
    expect(urlset([{ loc: 'https://shop.example/products/a-1', lastmod }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/products/a-1</loc><lastmod>2026-11-28T16:05:09Z</lastmod></url>\n' +
        '</urlset>\n',
    )
  })

  it('escapes what XML reserves in an address', () => {
    const xml = sitemapIndex([{ loc: `https://shop.example/a?b=1&c=<'">`, lastmod }])

    expect(xml).toContain(
      '<sitemap><loc>https://shop.example/a?b=1&amp;c=&lt;&#39;&quot;&gt;</loc>',
    )
  })
})
