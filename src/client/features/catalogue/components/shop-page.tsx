import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../../ui/document-title'
import { CategoryOverview } from './category-overview'
import './catalogue.css'

/**
 * `/catalog`: the category tree — top categories with their children, each a
 * link to its page — a way to every product, and below them the search by vehicle.
 */
export function ShopPage({ vehicleSearch }: { vehicleSearch?: ReactNode }) {
  const { t } = useLingui()
  const title = t`Shop`
  useDocumentTitle(title)
  return (
    <section className="page page--shop" aria-labelledby="shop-title">
      <h1 id="shop-title">{title}</h1>
      <p>
        <Link to="/catalog/products" className="button button--primary">
          <Trans>See all products</Trans>
        </Link>
      </p>
      <CategoryOverview />
      {vehicleSearch}
    </section>
  )
}
