import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod'
import { CategoryLinks } from '../../features/catalogue/components/category-links'
import { ShopPage } from '../../features/catalogue/components/shop-page'
import { AllPartsPage } from '../../features/vehicles/components/all-parts-page'
import { VehicleSearchPage } from '../../features/vehicles/components/vehicle-search-page'

const id = z.coerce.number().int().positive().optional().catch(undefined)

/**
 * `/catalog` — the shop (spec §2): the category tree, with the search by vehicle below it.
 * `/catalog?brand&model&engine` — mobile search by vehicle (spec §2): ids of the make, model
 * series and variant (carId). With an engine it lists that variant's parts as
 * `/all?motorID=` does (plus `category` and `page`); with a make or model only, it offers the
 * selects from there.
 */
const catalogSearchSchema = z.object({
  brand: id,
  model: id,
  engine: id,
  category: z.string().trim().min(1).max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
})

export const Route = createFileRoute('/catalog/')({
  validateSearch: catalogSearchSchema,
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
    <AllPartsPage
      search={{ motorID: search.engine, category: search.category, page: search.page }}
      categories={
        <CategoryLinks
          selected={search.category}
          renderLink={({ slug, name, current }) => (
            <Link
              to="/catalog"
              search={(prev) => ({ ...prev, category: slug, page: undefined })}
              aria-current={current ? 'page' : undefined}
            >
              {name}
            </Link>
          )}
        />
      }
    />
  )
}
