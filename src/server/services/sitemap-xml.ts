/**
 * Sitemaps as the sitemaps.org protocol writes them: a `<urlset>` of pages, and a
 * `<sitemapindex>` of sitemaps, each entry an absolute address with its last change.
 */
import { escapeMarkup } from './escape-markup'

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  lastmod: Date
}

/** W3C datetime to the second: `2026-11-28T16:00:00Z`. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function entries(tag: 'url' | 'sitemap', list: readonly SitemapEntry[]): string {
  return list
    .map(
      ({ loc, lastmod }) =>
        `<${tag}><loc>${escapeMarkup(loc)}</loc><lastmod>${w3cDate(lastmod)}</lastmod></${tag}>`,
    )
    .join('\n')
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export function urlset(list: readonly SitemapEntry[]): string {
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${entries('url', list)}\n</urlset>\n`
}

export function sitemapIndex(list: readonly SitemapEntry[]): string {
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries('sitemap', list)}\n</sitemapindex>\n`
}
