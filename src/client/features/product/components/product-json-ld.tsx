import { useSyncExternalStore } from 'react'
import { ORE_PER_KRONE } from '../../../../domain/money'
import type { Product, StockStatus } from '../../../lib/get-product'

const SCHEMA_AVAILABILITY: Record<StockStatus, string> = {
  'in-stock': 'https://schema.org/InStock',
  'out-of-stock': 'https://schema.org/OutOfStock',
  'on-backorder': 'https://schema.org/BackOrder',
}

/** Øre as schema.org wants a price: kroner with a dot and two decimals, "1234.50". */
function decimalKroner(ore: number): string {
  const kroner = Math.trunc(ore / ORE_PER_KRONE)
  return `${kroner}.${String(Math.abs(ore % ORE_PER_KRONE)).padStart(2, '0')}`
}

/** The schema.org Product that search engines read: name, sku, brand and, when sold, the offer. */
export function productStructuredData(product: Product, name: string, pageUrl: string) {
  const image = product.images[0]?.imageURL400
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: product.articleNumber,
    mpn: product.articleNumber,
    ...(product.ean && { gtin13: product.ean }),
    brand: { '@type': 'Brand', name: product.mfrName },
    ...(image && { image: new URL(image, pageUrl).href }),
    ...(product.available && {
      offers: {
        '@type': 'Offer',
        url: pageUrl,
        priceCurrency: 'NOK',
        price: decimalKroner(product.price - product.discount),
        ...(product.availability && {
          availability: SCHEMA_AVAILABILITY[product.availability],
        }),
      },
    }),
  }
}

const noChange = () => () => {}

/** JSON-LD in a script tag; `<` is escaped so no text in the data can end the script early. */
export function ProductJsonLd({ product, name }: { product: Product; name: string }) {
  // The page's own address is the browser's: added once the app runs, not in the server's HTML.
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
  if (!inBrowser) return null
  const json = JSON.stringify(productStructuredData(product, name, window.location.href))
  return <script type="application/ld+json">{json.replace(/</g, '\\u003c')}</script>
}
