import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../../ui/document-title'
import { CategoryOverview } from './category-overview'
import './catalogue.css'

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
