import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLocale } from '../../../i18n/locale-context'
import { NotFound } from '../../../ui/not-found-page'
import type { Article } from '../../../../domain/article-schema'
import { type ProductLookup, productQuery } from '../../../data/product/get-product'
import { ProductContext } from './product-context'
import { ProductDetails } from './product-details'
import '../../../ui/skeleton.css'

interface ProductPageProps {
  lookup: ProductLookup | null
  onAddToCart: (quantity: number, product: Article) => void
  actions?: (product: Article) => ReactNode
}

export function ProductPage({ lookup, ...props }: ProductPageProps) {
  const { t } = useLingui()
  if (lookup === null) return <NotFound title={t`Product not found`} />
  return <LoadedProduct lookup={lookup} {...props} />
}

function LoadedProduct({
  lookup,
  onAddToCart,
  actions,
}: ProductPageProps & { lookup: ProductLookup }) {
  const { t } = useLingui()
  const locale = useLocale()
  const query = useQuery(productQuery(locale, lookup))
  const product = query.data
  if (query.isPending) {
    return query.fetchStatus === 'paused' ? <OfflineNotice /> : <ProductSkeleton />
  }
  if (query.isError) {
    return typeof navigator !== 'undefined' && !navigator.onLine ? (
      <OfflineNotice />
    ) : (
      <section className="page">
        <h1>
          <Trans>The product could not be loaded</Trans>
        </h1>
        <p role="alert">
          <Trans>The product could not be loaded. Try again in a moment.</Trans>
        </p>
      </section>
    )
  }
  if (!product) return <NotFound title={t`Product not found`} />
  return (
    <ProductDetails
      product={product}
      onAddToCart={(quantity) => onAddToCart(quantity, product)}
      actions={actions?.(product)}
      context={<ProductContext lookup={lookup} />}
    />
  )
}

function ProductSkeleton() {
  return (
    <div className="product product--loading" aria-busy="true">
      <div className="product__media">
        <div className="skeleton product-skeleton__image" />
      </div>
      <div className="product__summary">
        <p role="status">
          <Trans>Loading product…</Trans>
        </p>
        <div className="skeleton product-skeleton__line" />
        <div className="skeleton product-skeleton__line product-skeleton__line--short" />
      </div>
    </div>
  )
}

function OfflineNotice() {
  return (
    <section className="page">
      <h1>
        <Trans>You are offline</Trans>
      </h1>
      <p role="alert">
        <Trans>
          You are offline, and this has not been saved on this device yet. Connect to the internet
          and try again.
        </Trans>
      </p>
    </section>
  )
}
