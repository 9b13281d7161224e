import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { searchProductsQuery } from '../data/catalogue/search-products'
import { SearchResultsPage } from '../features/catalogue/components/search-results-page'
import { keepSearchParams } from '../features/catalogue/listing-params'
import { parseResultsSearch, searchRequestOf } from '../features/catalogue/search-request'
import { garageStore } from '../lib/garage/garage'
import { startedFromServerHtml } from '../lib/server-rendered'
import { loadPageData } from '../offline/page-data'
import { CardActions } from '../shell/card-actions'
import { CardActionsProvider } from '../ui/card-actions-slot'

/**
 * `/search?q=…` — what the words (or a number) find, with a listing's filters, sort, page and
 * layout in the address. Each change of the address is a new load.
 */
export const Route = createFileRoute('/search')({
  validateSearch: keepSearchParams,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, locale }, cause, deps }) => {
    const garage = garageStore.getSnapshot()
    const request = searchRequestOf(parseResultsSearch(deps), garage, startedFromServerHtml())
    if (request) await loadPageData(queryClient, searchProductsQuery(locale, request), cause)
  },
  component: SearchRoute,
})

/** The vehicle form, loaded when the shopper asks to choose a variant. */
const VariantPicker = lazy(() =>
  import('./-search/variant-picker').then((module) => ({ default: module.VariantPicker })),
)

function SearchRoute() {
  return (
    <CardActionsProvider value={CardActions}>
      <SearchResultsPage
        params={Route.useSearch()}
        renderVariantPicker={(vehicle, choose) => (
          <Suspense>
            <VariantPicker vehicle={vehicle} onVariant={choose} />
          </Suspense>
        )}
      />
    </CardActionsProvider>
  )
}
