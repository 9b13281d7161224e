import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { articleIdFromSlug, productSlug } from '../../../domain/product-slug'
import type { Product } from '../../features/product/api/get-product'
import { ProductPage } from '../../features/product/components/product-page'
import { productListActions } from '../../features/product/components/product-list-actions'

/**
 * `/products/{slug}` — the product page (spec §2). The slug ends with the article id, which
 * finds the article; when its words are out of date (a renamed article, the other language's
 * name) the address is replaced by the current slug.
 */
export const Route = createFileRoute('/products/$slug')({
  component: ProductRoute,
})

function ProductRoute() {
  const { slug } = Route.useParams()
  const navigate = useNavigate()
  const onFound = (product: Product) => {
    const canonical = productSlug(product)
    if (canonical !== slug) {
      void navigate({ to: '/products/$slug', params: { slug: canonical }, replace: true })
    }
  }
  return (
    <ProductPage actions={productListActions} lookup={articleIdFromSlug(slug)} onFound={onFound} />
  )
}
