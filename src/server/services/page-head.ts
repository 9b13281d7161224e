/**
 * What a page's `<head>` tells search engines, as HTML: its canonical address and, on a
 * product page, the product as JSON-LD (src/domain/product-structured-data.ts). Written into
 * the HTML the server sends, rendered or the plain shell.
 */

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export function canonicalLink(url: string): string {
  return `<link rel="canonical" href="${escapeHtml(url)}">`
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
