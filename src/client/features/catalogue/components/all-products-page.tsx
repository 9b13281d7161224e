import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocale } from '../../../i18n/locale-context'
import { useDocumentTitle } from '../../../ui/document-title'
import { useSidebarCategories } from '../../../data/catalogue/get-sidebar-categories'
import type { ListingLayout, ListingSearch } from '../listing-search'
import { Breadcrumb, CategoryTree } from './category-tree'
import { ProductListing } from './product-listing'
import './catalogue.css'

interface AllProductsPageProps<S extends ListingSearch> {
  search: S
  layout: ListingLayout
  renderLayoutLink: (layout: ListingLayout, label: ReactNode, current: boolean) => ReactNode
}

export function AllProductsPage<S extends ListingSearch>({
  search,
  layout,
  renderLayoutLink,
}: AllProductsPageProps<S>) {
  const { t } = useLingui()
  const locale = useLocale()
  const tree = useSidebarCategories(locale)
  const title = t`All products`
  useDocumentTitle(title)
  return (
    <section className="page page--products" aria-labelledby="products-title">
      <Breadcrumb trail={[]} page={title} />
      <h1 id="products-title">
        <Trans>All products</Trans>
      </h1>
      <ProductListing
        search={search}
        layout={layout}
        renderLayoutLink={renderLayoutLink}
        sidebar={tree.data && <CategoryTree tree={tree.data} />}
      />
    </section>
  )
}
