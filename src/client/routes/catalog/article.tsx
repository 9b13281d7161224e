import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PART_NUMBER_MAX_LENGTH } from '../../../domain/catalogue-api'
import { ArticleResultsPage } from '../../features/vehicles/components/article-results-page'

/**
 * `/catalog/article?n=` — article number search (spec §2): `n` trimmed, at most 100
 * characters, and an optional `page`. Malformed values are dropped rather than failing the page.
 */
const articleSearchSchema = z.object({
  n: z.coerce.string().trim().min(1).max(PART_NUMBER_MAX_LENGTH).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  /** Only parts fitting this variant (carId), as the listings' vehicle filter (spec §4). */
  filter_vehicle: z.coerce.number().int().positive().optional().catch(undefined),
})

export const Route = createFileRoute('/catalog/article')({
  validateSearch: articleSearchSchema,
  component: ArticleRoute,
})

function ArticleRoute() {
  const { n, page, filter_vehicle } = Route.useSearch()
  return <ArticleResultsPage number={n} page={page ?? 1} vehicle={filter_vehicle} />
}
