import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, type Ref, useId } from 'react'
import type { ArticlePage } from '../../../../domain/article-schema'
import { formatListedCount, LISTING_SORTS, type ListingSort } from '../../../../domain/listing'
import type { Locale } from '../../../../domain/locale'
import { takesSingular } from '../../../i18n/i18n'
import { PricesExMvaSwitch } from '../../../ui/prices-ex-mva-switch'
import type { ListingLayout } from '../listing-search'

export function ListingToolbar({
  ref,
  data,
  locale,
  sort,
  onSort,
  layout,
  renderLayoutLink,
}: {
  ref: Ref<HTMLDivElement>
  data: ArticlePage | undefined
  locale: Locale
  sort: ListingSort
  onSort: (sort: ListingSort) => void
  layout: ListingLayout
  renderLayoutLink: (layout: ListingLayout, label: ReactNode, current: boolean) => ReactNode
}) {
  const { t } = useLingui()
  return (
    <div className="listing__toolbar" ref={ref} tabIndex={-1}>
      <p className="listing__count" role="status">
        {data ? (
          <Count page={data} locale={locale} />
        ) : (
          <span className="listing__loading">
            <Trans>Loading products…</Trans>
          </span>
        )}
      </p>
      <SortSelect sort={sort} onChange={onSort} />
      <PricesExMvaSwitch />
      <ul className="layout-switch" aria-label={t`Layout`}>
        <li>{renderLayoutLink('grid', <Trans>Grid</Trans>, layout === 'grid')}</li>
        <li>{renderLayoutLink('list', <Trans>List</Trans>, layout === 'list')}</li>
      </ul>
    </div>
  )
}

function Count({ page, locale }: { page: ArticlePage; locale: Locale }) {
  const { total, totalCapped } = page
  const count = formatListedCount(total, totalCapped, locale)
  return totalCapped || !takesSingular(total) ? (
    <Trans>{count} products</Trans>
  ) : (
    <Trans>{count} product</Trans>
  )
}

function SortSelect({
  sort,
  onChange,
}: {
  sort: ListingSort
  onChange: (sort: ListingSort) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const labels: Record<ListingSort, string> = {
    default: t`Default`,
    price_asc: t`Price, low to high`,
    price_desc: t`Price, high to low`,
    name_asc: t`Name, A to Z`,
    name_desc: t`Name, Z to A`,
    rating_desc: t`Best rated`,
  }
  return (
    <div className="listing__sort">
      <label htmlFor={id}>
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        value={sort}
        onChange={(event) => onChange(event.target.value as ListingSort)}
      >
        {LISTING_SORTS.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  )
}
