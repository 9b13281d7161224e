import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { ArticlePage } from '../../../../domain/article-schema'
import { MAX_LISTED } from '../../../../domain/listing'
import { Pager } from '../../../ui/pager'
import {
  activeFilters,
  type ListingLayout,
  type ListingSearch,
  withFilter,
  withoutActiveFilter,
  withoutFilters,
  withPage,
  withSort,
} from '../listing-search'
import { ActiveFilterChips } from './active-filter-chips'
import { FiltersPanel } from './filters-panel'
import { Results } from './listing-results'
import { ListingToolbar } from './listing-toolbar'
import { type ListingSource, useListingProducts } from './use-listing-products'
import './catalogue.css'

export type { ListingQuery, ListingSource } from './use-listing-products'

export interface ProductListingProps<S extends ListingSearch> {
  search: S
  category?: string
  layout: ListingLayout
  /** The route knows where each layout lives. */
  renderLayoutLink: (layout: ListingLayout, label: ReactNode, current: boolean) => ReactNode
  sidebar?: ReactNode
  empty?: ReactNode
  /** A search's request (`null` while it waits) and query; the current vehicle then filters nothing. */
  source?: ListingSource
}

/** Totals stop at MAX_LISTED. */
export function pagesOf({ total, perPage }: Pick<ArticlePage, 'total' | 'perPage'>): number {
  return Math.max(1, Math.ceil(Math.min(total, MAX_LISTED) / perPage))
}

/** Its whole state is the address, so a listing can be shared, reloaded and gone back to. */
export function ProductListing<S extends ListingSearch>({
  search,
  category,
  layout,
  renderLayoutLink,
  sidebar,
  empty,
  source,
}: ProductListingProps<S>) {
  const navigate = useNavigate()
  const filtersId = useId()
  const top = useRef<HTMLDivElement>(null)
  const { locale, garage, defaultVehicle, ready, filters, sort, page, products, fitment } =
    useListingProducts(search, category, source)
  const data = products.data

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
  const clearFilters = () => change(withoutFilters(search, defaultVehicle !== null))

  return (
    <div className={`listing listing--${layout}`}>
      <ListingSide id={filtersId} sidebar={sidebar} active={chips.length}>
        <FiltersPanel
          facets={facets}
          filters={filters}
          garage={garage.items}
          onChange={(slug, value) => change(withFilter(search, slug, value))}
          onClear={chips.length > 0 ? clearFilters : undefined}
        />
      </ListingSide>

      <section className="listing__main" aria-labelledby={`${filtersId}-title`}>
        <h2 id={`${filtersId}-title`} className="visually-hidden">
          <Trans>Products</Trans>
        </h2>
        <ListingToolbar
          ref={top}
          data={data}
          locale={locale}
          sort={sort}
          onSort={(next) => change(withSort(search, next))}
          layout={layout}
          renderLayoutLink={renderLayoutLink}
        />

        <ActiveFilterChips
          chips={chips}
          facets={facets}
          onRemove={(chip) => {
            change(withoutActiveFilter(search, filters, chip))
            top.current?.focus()
          }}
          onClear={() => {
            clearFilters()
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
            onClear={chips.length > 0 ? clearFilters : undefined}
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

function ListingSide({
  id,
  sidebar,
  active,
  children,
}: {
  id: string
  sidebar?: ReactNode
  active: number
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <div className="listing__side">
      {sidebar}
      <button
        type="button"
        className="button listing__filters-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
        {active > 0 && ` (${active})`}
      </button>
      <div
        id={id}
        className={open ? 'listing__filters listing__filters--open' : 'listing__filters'}
      >
        {children}
      </div>
    </div>
  )
}
