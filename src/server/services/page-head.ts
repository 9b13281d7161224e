/**
 * What a page's `<head>` tells search engines, as HTML: its canonical address and, on a
 * product page, the product as JSON-LD (src/domain/product-structured-data.ts). Written into
 * the HTML the server sends, rendered or the plain shell.
 */
import { escapeMarkup } from './escape-markup'

export function canonicalLink(url: string): string {
  return `<link rel="canonical" href="${escapeMarkup(url)}">`
}

/** JSON for a `<script>` data element (JSON-LD, the rendered page's state): no text breaks out. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${jsonForHtml(data)}</script>`
}
