import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod'
import { CategoryLinks } from '../features/catalogue/components/category-links'
import { AllPartsPage } from '../features/vehicles/components/all-parts-page'

/**
 * `/all` — parts for a vehicle (spec §2): `motorID` (a variant's carId) or
 * `registreringsNummer` (a plate in lower case), an optional `category` slug and `page`.
 * Malformed values are dropped rather than failing the page.
 */
const allSearchSchema = z.object({
  motorID: z.coerce.number().int().positive().optional().catch(undefined),
  registreringsNummer: z.coerce
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((plate) => plate.toLowerCase())
    .optional()
    .catch(undefined),
  category: z.string().trim().min(1).max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
})

export const Route = createFileRoute('/all')({
  validateSearch: allSearchSchema,
  component: AllRoute,
})

function AllRoute() {
  const search = Route.useSearch()
  return (
    <AllPartsPage
      search={search}
      categories={
        <CategoryLinks
          selected={search.category}
          renderLink={({ slug, name, current }) => (
            <Link
              to="/all"
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
