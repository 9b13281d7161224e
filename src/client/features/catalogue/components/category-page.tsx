import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { CategoryNode } from '../../../../domain/category-tree'
import { useLocale } from '../../../i18n/locale-context'
import { FocusedHeading } from './focused-heading'
import { NotFoundPage } from '../../../ui/not-found-page'
import { requestProblem } from '../../../lib/request-problem'
import { OfflineMessage } from '../../../ui/offline-message'
import { useSidebarCategories } from '../../../data/catalogue/get-sidebar-categories'
import { type CategoryPlace, categoryPlace, isEmptyCategory } from '../category-trail'
import type { ListingLayout, ListingSearch } from '../listing-search'
import { Breadcrumb, CategoryTree } from './category-tree'
import { ProductListing } from './product-listing'
import './catalogue.css'

interface CategoryPageProps<S extends ListingSearch> {
  slug: string
  search: S
  layout: ListingLayout
  renderLayoutLink: (layout: ListingLayout, label: ReactNode, current: boolean) => ReactNode
}

export function CategoryPage<S extends ListingSearch>({
  slug,
  search,
  layout,
  renderLayoutLink,
}: CategoryPageProps<S>) {
  const locale = useLocale()
  const tree = useSidebarCategories(locale)
  const place = tree.data ? categoryPlace(tree.data, slug) : null
  const node = place?.trail.at(-1)

  if (!tree.data) {
    if (tree.isError) {
      return requestProblem(tree.error).kind === 'offline' ? (
        <OfflineMessage />
      ) : (
        <p role="alert">
          <Trans>The categories could not be loaded. Check your connection and try again.</Trans>
        </p>
      )
    }
    if (tree.fetchStatus === 'paused') return <OfflineMessage />
    return (
      <section className="page page--category" aria-busy="true">
        <p role="status">
          <Trans>Loading categories…</Trans>
        </p>
      </section>
    )
  }
  if (!place || !node) return <NotFoundPage />

  const sidebar = (
    <CategoryTree tree={tree.data} current={slug} trail={place.trail.map((n) => n.slug)} />
  )
  const empty = <EmptyCategory place={place} />
  return (
    <section className="page page--category" aria-labelledby="category-title">
      <Breadcrumb trail={place.trail} />
      <FocusedHeading key={slug} id="category-title" title={node.name} />
      <SubCategories node={node} />
      {isEmptyCategory(node) ? (
        <div className="listing">
          <div className="listing__side">{sidebar}</div>
          <div className="listing__main">{empty}</div>
        </div>
      ) : (
        <ProductListing
          search={search}
          category={slug}
          layout={layout}
          renderLayoutLink={renderLayoutLink}
          sidebar={sidebar}
          empty={empty}
        />
      )}
    </section>
  )
}

function SubCategories({ node }: { node: CategoryNode }) {
  const { t } = useLingui()
  if (!node.subItems?.length) return null
  return (
    <nav className="sub-categories" aria-label={t`Subcategories`}>
      <ul>
        {node.subItems.map((sub) => (
          <li key={sub.slug}>
            <Link to="/catalog/$slug" params={{ slug: sub.slug }} className="sub-categories__link">
              {sub.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function EmptyCategory({ place }: { place: CategoryPlace }) {
  const parent = place.trail.at(-2)
  const parentName = parent?.name
  const siblings = place.siblings.filter((sibling) => !isEmptyCategory(sibling))
  return (
    <div className="listing__none empty-category">
      <p>
        <Trans>No products in this category yet.</Trans>
      </p>
      {siblings.length > 0 && (
        <>
          <p>
            <Trans>Have a look at:</Trans>
          </p>
          <ul className="listing__links">
            {siblings.map((sibling) => (
              <li key={sibling.slug}>
                <Link to="/catalog/$slug" params={{ slug: sibling.slug }}>
                  {sibling.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        {parent ? (
          <Link to="/catalog/$slug" params={{ slug: parent.slug }}>
            <Trans>Back to {parentName}</Trans>
          </Link>
        ) : (
          <Link to="/catalog">
            <Trans>Back to the shop</Trans>
          </Link>
        )}
      </p>
    </div>
  )
}
