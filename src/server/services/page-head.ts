/**
 * What a page's `<head>` tells search engines: its canonical address and, on a product page,
 * the product as schema.org JSON-LD (name, brand, part number, EAN, price in NOK and whether
 * it is in stock). Written into the HTML the server sends, rendered or the plain shell.
 */
import type { Article } from '../../domain/article-schema'
import { oreToDecimal } from '../../domain/money'
import { productName } from '../../domain/product-name'

const AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  'out-of-stock': 'https://schema.org/OutOfStock',
  'on-backorder': 'https://schema.org/BackOrder',
} as const

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

/** The schema.org Product of an article whose page is at `url`; no offer without a price. */
export function productStructuredData(article: Article, url: string): Record<string, unknown> {
  const price = article.price - article.discount
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productName(article),
    brand: { '@type': 'Brand', name: article.mfrName },
    mpn: article.articleNumber,
    ...(article.ean && { gtin13: article.ean }),
    url,
    ...(article.available && {
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'NOK',
        price: oreToDecimal(price),
        availability: AVAILABILITY[article.availability ?? 'in-stock'],
        itemCondition: 'https://schema.org/NewCondition',
      },
    }),
  }
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
