/**
 * The schema.org Product search engines read on a product page: name, brand, part number
 * (sku and mpn), EAN (gtin13), picture, and the offer in NOK — the price after discount as a
 * decimal string, whether it is in stock — when the shop has a price for it.
 */
import type { Article, StockStatus } from './article-schema'
import { oreToDecimal } from './money'
import { productName } from './product-name'

const SCHEMA_AVAILABILITY: Record<StockStatus, string> = {
  'in-stock': 'https://schema.org/InStock',
  'out-of-stock': 'https://schema.org/OutOfStock',
  'on-backorder': 'https://schema.org/BackOrder',
}

/** `pageUrl`: the product page's absolute (canonical) address. */
export function productStructuredData(product: Article, pageUrl: string) {
  const image = product.images[0]?.imageURL400
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productName(product),
    sku: product.articleNumber,
    mpn: product.articleNumber,
    ...(product.ean && { gtin13: product.ean }),
    brand: { '@type': 'Brand', name: product.mfrName },
    ...(image && { image: new URL(image, pageUrl).href }),
    url: pageUrl,
    ...(product.available && {
      offers: {
        '@type': 'Offer',
        url: pageUrl,
        priceCurrency: 'NOK',
        price: oreToDecimal(product.price - product.discount),
        itemCondition: 'https://schema.org/NewCondition',
        ...(product.availability && {
          availability: SCHEMA_AVAILABILITY[product.availability],
        }),
      },
    }),
  }
}
