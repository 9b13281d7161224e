import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SEARCH_MIN_LENGTH } from '../../../../domain/catalogue-rules'
import { useLocale } from '../../../i18n/locale-context'
import { useGarage } from '../../../data/garage/garage'
import { startedFromServerHtml } from '../../../lib/server-rendered'
import { FocusedHeading } from './focused-heading'
import { type SearchVehicle, searchProductsQuery } from '../../../data/catalogue/search-products'
import type { SearchPageParams } from '../listing-params'
import type { ListingLayout } from '../listing-search'
import {
  isSearchable,
  parseResultsSearch,
  type ResultsSearch,
  searchRequestOf,
} from '../search-request'
import { listingFiltersOf, listingPageOf, listingSortOf, withFilter } from '../listing-search'
import { useListingSearch } from '../use-listing-search'
import { type ListingQuery, ProductListing } from './product-listing'
import { NoResults, SearchNotices } from './search-notices'
import './catalogue.css'

export interface SearchResultsPageProps {
  params: SearchPageParams
  renderVariantPicker?: (vehicle: SearchVehicle, choose: (carId: number) => void) => ReactNode
}

export function SearchResultsPage({ params, renderVariantPicker }: SearchResultsPageProps) {
  const { t } = useLingui()
  const search = useListingSearch(params, parseResultsSearch)
  const { q } = search
  const title = q ? t`Search results for “${q}”` : t`Search`
  return (
    <section className="page page--search" aria-labelledby="search-title">
      <FocusedHeading key={q} id="search-title" title={title} />
      {q === undefined ? (
        <p>
          <Trans>
            Type what you are looking for in the search box: the name of a part, an article number
            or a registration number.
          </Trans>
        </p>
      ) : isSearchable(q) ? (
        <SearchResults search={search} text={q} renderVariantPicker={renderVariantPicker} />
      ) : (
        <p role="status" className="search-short">
          <Trans>Type at least {SEARCH_MIN_LENGTH} characters to search.</Trans>
        </p>
      )}
    </section>
  )
}

function SearchResults({
  search,
  text,
  renderVariantPicker,
}: {
  search: ResultsSearch
  text: string
} & Omit<SearchResultsPageProps, 'params'>) {
  const locale = useLocale()
  const garage = useGarage()
  const navigate = useNavigate()
  const request = searchRequestOf(search, garage, startedFromServerHtml())
  const query = searchProductsQuery(
    locale,
    request ?? {
      text,
      filters: listingFiltersOf(search),
      sort: listingSortOf(search),
      page: listingPageOf(search),
    },
  )
  // The listing below asks for the same query; this reads its answer for the notices.
  const result = useQuery({ ...query, enabled: request !== null })
  const answer = result.data
  // Nothing found with no filter on: the help alone, without a listing's sort and layout.
  const nothing =
    answer !== undefined &&
    !result.isPlaceholderData &&
    answer.total === 0 &&
    Object.keys(request?.filters ?? {}).length === 0
  const layout: ListingLayout = search.layout ?? 'grid'
  const choose = (carId: number) =>
    void navigate({ to: '.', search: withFilter(search, 'vehicle', carId) as never })
  return (
    <>
      <SearchNotices
        answer={answer}
        preferred={request?.preferVehicle !== undefined ? garage.current : null}
        filtered={request?.filters.vehicle != null}
        renderVariantPicker={renderVariantPicker && ((v) => renderVariantPicker(v, choose))}
      />
      {nothing ? (
        <NoResults text={text} offline={answer.offline === true} />
      ) : (
        <ProductListing
          search={search}
          layout={layout}
          source={{ request, query: query as ListingQuery }}
          renderLayoutLink={(to, label, current) => (
            <Link
              to="."
              search={{ ...search, layout: to === 'grid' ? undefined : to } as never}
              aria-current={current ? 'page' : undefined}
              className="layout-switch__link"
            >
              {label}
            </Link>
          )}
        />
      )}
    </>
  )
}
