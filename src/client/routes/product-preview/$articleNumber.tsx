import { createFileRoute } from '@tanstack/react-router'
import { PART_NUMBER_MAX_LENGTH } from '../../../domain/catalogue-rules'
import { ProductPage } from '../../features/product/components/product-page'
import { productListActions } from '../../features/product/components/product-list-actions'

/**
 * `/product-preview/{articleNumber}` — the quick view's 'see full details' (spec §2): the
 * product page found by its article number as printed, or by its id ("also written
 * /product-preview/{id}": the API falls back to the id when no article has that number).
 */
export const Route = createFileRoute('/product-preview/$articleNumber')({
  component: ProductPreviewRoute,
})

function ProductPreviewRoute() {
  const { articleNumber } = Route.useParams()
  const lookup = articleNumber.trim()
  const valid = lookup.length > 0 && lookup.length <= PART_NUMBER_MAX_LENGTH
  return <ProductPage actions={productListActions} lookup={valid ? lookup : null} />
}
