import { Trans, useLingui } from '@lingui/react/macro'
import { Pager } from '../../../ui/pager'
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { memo, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import {
  LISTING_SORTS,
  type ListingSort,
  MAX_LISTED,
  formatListedCount,
} from '../../../../domain/listing'
import type { Locale } from '../../../../domain/locale'
import { apiErrorText } from '../../../i18n/api-error-messages'
import { takesSingular } from '../../../i18n/i18n'
import { useLocale } from '../../../i18n/locale-context'
import { useFitment } from '../../../lib/garage/get-fitment'
import { useGarage } from '../../../lib/garage/garage'
import { requestProblem } from '../../../lib/request-problem'
import { OfflineMessage } from '../../../ui/offline-message'
import type { ArticlePage } from '../../../../domain/article-schema'
import { type ProductsRequest, productsQuery } from '../api/get-products'
import {
  activeFilters,
  type ListingLayout,
  type ListingSearch,
  listingFiltersOf,
  listingPageOf,
  listingRequestOf,
  listingSortOf,
  PRODUCTS_PER_PAGE,
  withFilter,
  withoutActiveFilter,
  withoutFilters,
  withPage,
  withSort,
} from '../listing-search'
import { ActiveFilterChips } from './active-filter-chips'
import { FiltersPanel } from './filters-panel'
import { ProductCards } from '../../../ui/product-cards'
import './catalogue.css'
import { startedFromServerHtml } from '../../../lib/server-rendered'
import { PricesExMvaSwitch } from '../../../ui/prices-ex-mva-switch'

export interface ProductListingProps<S extends ListingSearch> {
  /** The route's validated search (filters, sort, page, and whatever else it keeps). */
  search: S
  /** Only this category (and its children); the whole catalogue when left out. */
  category?: string
  layout: ListingLayout
  /** A link to the listing in the other layout (the route knows where each layout lives). */
  renderLayoutLink: (layout: ListingLayout, label: ReactNode, current: boolean) => ReactNode
  /** Above the filters (a category tree on category pages). */
  sidebar?: ReactNode
  /** Shown instead of 'No products found.' when nothing is listed and no filter is on. */
  empty?: ReactNode
  /**
   * What is listed instead of the catalogue's products (a search): its request — `null` while
   * it waits — and that request's query. The garage's current vehicle then filters nothing.
   */
  source?: ListingSource
}

/** A listing's answer as a query, whatever asks for it. */
export type ListingQuery = UseQueryOptions<ArticlePage, Error, ArticlePage, QueryKey>

export interface ListingSource {
  request: ProductsRequest | null
  query: ListingQuery
}

/** How many pages a listing answer has (totals stop at MAX_LISTED). */
export function pagesOf({ total, perPage }: Pick<ArticlePage, 'total' | 'perPage'>): number {
  return Math.max(1, Math.ceil(Math.min(total, MAX_LISTED) / perPage))
}

/**
 * A product listing: filters, active filters as removable chips,
 * sorting, a grid or list of product cards, paging. Its whole state is the address: every
 * change navigates (back on page 1), so a listing can be shared, reloaded and gone back to.
 * The garage's current vehicle is the default vehicle filter.
 */
export function ProductListing<S extends ListingSearch>({
  search,
  category,
  layout,
  renderLayoutLink,
  sidebar,
  empty,
  source,
}: ProductListingProps<S>) {
  const { t } = useLingui()
  const locale = useLocale()
  const garage = useGarage()
  const navigate = useNavigate()
  const filtersId = useId()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const top = useRef<HTMLDivElement>(null)

  const defaultVehicle = source ? null : (garage.current?.id ?? null)
  const request = source
    ? source.request
    : listingRequestOf(search, category, garage, startedFromServerHtml())
  const ready = request !== null
  const filters = request?.filters ?? listingFiltersOf(search)
  const sort = listingSortOf(search)
  const page = listingPageOf(search)
  const products = useQuery({
    ...(source?.query ?? productsQuery(locale, request ?? { category, filters, sort, page })),
    enabled: ready,
  } as ListingQuery)
  const data = products.data
  const fitment = useFitment(
    data?.articles.map((a) => a.articleId) ?? [],
    filters.vehicle ?? undefined,
  )

  const go = (next: S, options: { replace?: boolean; keepScroll?: boolean } = {}) =>
    void navigate({
      to: '.',
      search: next,
      replace: options.replace,
      resetScroll: !options.keepScroll,
    })
  const change = (next: S) => go(next, { keepScroll: true })

  // A page past the end (an old link, a typed address) shows the last page instead.
  const lastPage = data && !products.isPlaceholderData ? pagesOf(data) : null
  const pastTheEnd = lastPage !== null && (search.page ?? 1) > lastPage ? lastPage : null
  const toLastPage = useRef(() => {})
  toLastPage.current = () => {
    if (pastTheEnd !== null) go(withPage(search, pastTheEnd), { replace: true })
  }
  useEffect(() => {
    if (pastTheEnd !== null) toLastPage.current()
  }, [pastTheEnd])

  const chips = activeFilters(filters)
  const facets = data?.filters
  const busy = !data || products.isPlaceholderData || !ready

  return (
    <div className={`listing listing--${layout}`}>
      <div className="listing__side">
        {sidebar}
        <button
          type="button"
          className="button listing__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
          {chips.length > 0 && ` (${chips.length})`}
        </button>
        <div
          id={filtersId}
          className={filtersOpen ? 'listing__filters listing__filters--open' : 'listing__filters'}
        >
          <FiltersPanel
            facets={facets}
            filters={filters}
            garage={garage.items}
            onChange={(slug, value) => change(withFilter(search, slug, value))}
            onClear={
              chips.length > 0
                ? () => change(withoutFilters(search, defaultVehicle !== null))
                : undefined
            }
          />
        </div>
      </div>

      <section className="listing__main" aria-labelledby={`${filtersId}-title`}>
        <h2 id={`${filtersId}-title`} className="visually-hidden">
          <Trans>Products</Trans>
        </h2>
        <div className="listing__toolbar" ref={top} tabIndex={-1}>
          <p className="listing__count" role="status">
            {data ? (
              <Count page={data} locale={locale} />
            ) : (
              <span className="listing__loading">
                <Trans>Loading products…</Trans>
              </span>
            )}
          </p>
          <SortSelect sort={sort} onChange={(next) => change(withSort(search, next))} />
          <PricesExMvaSwitch />
          <ul className="layout-switch" aria-label={t`Layout`}>
            <li>{renderLayoutLink('grid', <Trans>Grid</Trans>, layout === 'grid')}</li>
            <li>{renderLayoutLink('list', <Trans>List</Trans>, layout === 'list')}</li>
          </ul>
        </div>

        <ActiveFilterChips
          chips={chips}
          facets={facets}
          onRemove={(chip) => {
            change(withoutActiveFilter(search, filters, chip))
            top.current?.focus()
          }}
          onClear={() => {
            change(withoutFilters(search, defaultVehicle !== null))
            top.current?.focus()
          }}
        />

        <div className="listing__results" aria-busy={busy}>
          <Results
            query={products}
            ready={ready}
            layout={layout}
            fitment={fitment}
            empty={chips.length === 0 ? empty : undefined}
            onClear={
              chips.length > 0
                ? () => change(withoutFilters(search, defaultVehicle !== null))
                : undefined
            }
          />
        </div>

        {data && !products.isPlaceholderData && pagesOf(data) > 1 && (
          <Pager
            page={Math.min(page, pagesOf(data))}
            pages={pagesOf(data)}
            searchFor={(to) => withPage(search, to)}
          />
        )}
      </section>
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

interface ResultsProps {
  query: ReturnType<typeof useQuery<ArticlePage>>
  ready: boolean
  layout: ListingLayout
  fitment: ReturnType<typeof useFitment>
  empty?: ReactNode
  onClear?: () => void
}

function Results({ query, ready, layout, fitment, empty, onClear }: ResultsProps) {
  const listClass = layout === 'list' ? 'product-rows' : 'product-grid'
  if (!query.data) {
    if (ready && query.isPending && query.fetchStatus === 'paused') return <OfflineMessage />
    if (query.isError) {
      const problem = requestProblem(query.error)
      if (problem.kind === 'offline') return <OfflineMessage />
      // A 4xx will not mend by waiting: what the shop said is wrong, at once.
      const refused = problem.kind === 'rejected' && problem.status < 500
      return (
        <p role="alert">
          {refused ? (
            apiErrorText(problem.reason)
          ) : (
            <Trans>The products could not be loaded. Try again in a moment.</Trans>
          )}
        </p>
      )
    }
    return <Skeleton className={listClass} />
  }
  const { articles } = query.data
  if (articles.length === 0) {
    if (query.data.total > 0) return <Skeleton className={listClass} />
    return (
      empty ?? (
        <div className="listing__none">
          <p>
            <Trans>No products found.</Trans>
          </p>
          {onClear && (
            <button type="button" className="button" onClick={onClear}>
              <Trans>Clear all filters</Trans>
            </button>
          )}
        </div>
      )
    )
  }
  return <ProductItems className={listClass} articles={articles} fitment={fitment} />
}

/**
 * The cards, drawn again only when the articles, the layout or the fitment answer change —
 * not whenever the listing around them renders (the garage, the query's own state, the
 * device's cache being restored just after the page is taken over).
 */
const ProductItems = memo(function ProductItems({
  className,
  articles,
  fitment,
}: {
  className: string
  articles: ArticlePage['articles']
  fitment: ReturnType<typeof useFitment>
}) {
  return <ProductCards className={className} articles={articles} fitment={fitment} />
})

/** Grey cards the size of the real ones while the first answer loads: nothing moves after. */
function Skeleton({ className }: { className: string }) {
  return (
    <ul className={`${className} skeleton-list`} aria-hidden="true">
      {Array.from({ length: PRODUCTS_PER_PAGE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <li key={i}>
          <div className="part-card product-card skeleton-card">
            <div className="product-card__image skeleton" />
            <div className="product-card__body">
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
