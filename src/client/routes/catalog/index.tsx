import { createFileRoute } from '@tanstack/react-router'
import { sidebarCategoriesQuery } from '../../data/catalogue/get-sidebar-categories'
import { ShopPage } from '../../features/catalogue/components/shop-page'
import { VehicleSearchPage } from '../../features/vehicles/components/vehicle-search-page'
import { text, wholeNumber } from '../../lib/search-params'
import { loadPageData } from '../../offline/page-data'
import { loadVehicleParts } from '../-load-vehicle-parts'
import { VehiclePartsPage } from '../-vehicle-parts-page'

/**
 * `/catalog` — the shop: the category tree, with the search by vehicle below it.
 * `/catalog?brand&model&engine` — mobile search by vehicle: ids of the make, model
 * series and variant (carId). With an engine it lists that variant's parts as
 * `/all?motorID=` does (plus `category` and `page`); with a make or model only, it offers the
 * selects from there.
 */
interface CatalogSearch {
  brand?: number
  model?: number
  engine?: number
  category?: string
  page?: number
}

function parseCatalogSearch(raw: Record<string, unknown>): CatalogSearch {
  return {
    brand: wholeNumber(raw.brand),
    model: wholeNumber(raw.model),
    engine: wholeNumber(raw.engine),
    category: text(raw.category, 100),
    page: wholeNumber(raw.page),
  }
}

export const Route = createFileRoute('/catalog/')({
  validateSearch: parseCatalogSearch,
  loaderDeps: ({ search }) => search,
  // The shop's category tree, or with an engine its parts (the vehicle selects load their own).
  loader: async ({ context, deps, cause }) => {
    if (deps.engine !== undefined) {
      const { engine, category, page } = deps
      await loadVehicleParts(context, { motorID: engine, category, page }, cause)
    } else if (deps.brand === undefined && deps.model === undefined) {
      await loadPageData(context.queryClient, sidebarCategoriesQuery(context.locale), cause)
    }
  },
  component: CatalogRoute,
})

function CatalogRoute() {
  const search = Route.useSearch()
  if (search.engine === undefined) {
    if (search.brand === undefined && search.model === undefined) {
      return <ShopPage vehicleSearch={<VehicleSearchPage headingLevel={2} />} />
    }
    return <VehicleSearchPage brand={search.brand} model={search.model} />
  }
  return (
    <VehiclePartsPage
      path="/catalog"
      search={{ motorID: search.engine, category: search.category, page: search.page }}
    />
  )
}
