/** A product's name as pages and search engines show it: brand and part, "BOSCH Bremseklosser". */
export function productName(product: { mfrName: string; articleName: string }): string {
  return `${product.mfrName} ${product.articleName}`.trim()
}
