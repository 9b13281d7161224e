import { createFileRoute, redirect } from '@tanstack/react-router'
import { articleIdFromSlug, productSlug } from '../../../domain/product-slug'
import { loadPageData } from '../../offline/page-data'
import { productQuery } from '../../data/product/get-product'
import { ShopProductPage } from '../-shop-product-page'

/**
 * `/products/{slug}` — the product page. The slug ends with the article id, which
 * finds the article; when its words are out of date (a renamed article, the other language's
 * name) the address is replaced by the current slug before the page is shown.
 */
export const Route = createFileRoute('/products/$slug')({
  loader: async ({ params: { slug }, cause, context: { queryClient, locale } }) => {
    const lookup = articleIdFromSlug(slug)
    if (lookup === null) return
    const product = await loadPageData(queryClient, productQuery(locale, lookup), cause)
    if (!product) return
    const canonical = productSlug(product)
    if (canonical !== slug) {
      throw redirect({ to: '/products/$slug', params: { slug: canonical }, replace: true })
    }
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { slug } = Route.useParams()
  return <ShopProductPage lookup={articleIdFromSlug(slug)} />
}
