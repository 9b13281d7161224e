import { createFileRoute } from '@tanstack/react-router'
import { PART_NUMBER_MAX_LENGTH } from '../../../domain/catalogue-rules'
import { productQuery } from '../../data/product/get-product'
import { loadPageData } from '../../offline/page-data'
import { ShopProductPage } from '../-shop-product-page'

/**
 * `/product-preview/{articleNumber}` — the quick view's 'see full details': the
 * product page found by its article number as printed, or by its id ("also written
 * /product-preview/{id}": the API falls back to the id when no article has that number).
 */
export const Route = createFileRoute('/product-preview/$articleNumber')({
  loader: async ({ params, cause, context: { queryClient, locale } }) => {
    const lookup = previewLookup(params.articleNumber)
    if (lookup !== null) await loadPageData(queryClient, productQuery(locale, lookup), cause)
  },
  component: ProductPreviewRoute,
})

/** The article number as the API is asked for it, or `null` when it cannot be one. */
function previewLookup(articleNumber: string): string | null {
  const lookup = articleNumber.trim()
  return lookup.length > 0 && lookup.length <= PART_NUMBER_MAX_LENGTH ? lookup : null
}

function ProductPreviewRoute() {
  const { articleNumber } = Route.useParams()
  return <ShopProductPage lookup={previewLookup(articleNumber)} />
}
