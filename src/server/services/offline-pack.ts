/**
 * The offline pack of a vehicle: every request the app makes to browse that
 * vehicle's parts — the category tree, the vehicle and its categories, every page of its parts list (all parts,
 * and each category holding some), each part's details (by id and by article number, as the
 * product pages ask) and each part type's picture — for the device to download and keep.
 * Built from the embedded catalogue's fitment table in two queries.
 */
import type { Locale } from '../../domain/locale'
import {
  PACK_MAX_ARTICLES,
  PACK_PAGE_SIZE,
  type PackItem,
  type PackManifest,
  packProductUrl,
} from '../../domain/offline-pack'
import type { AppDatabase } from '../db/database'
import { listCategoryRows } from '../db/repositories/catalogue-repository'
import { articlesFittedTo, vehicleExists } from '../db/repositories/offline-pack-repository'
import { partTypeIdsOfBranch } from './article-service'

/** Rough sizes of the answers, bytes, for the estimate shown before downloading. */
const BYTES = { shell: 6000, listingArticle: 650, listingPage: 200, product: 1050, image: 1500 }

/** The manifest, or `null` when no vehicle has this carId. */
export async function offlinePackManifest(
  db: AppDatabase,
  carId: number,
  lang: Locale,
): Promise<PackManifest | null> {
  if (!(await vehicleExists(db, carId))) return null
  const fits = await articlesFittedTo(db, carId, PACK_MAX_ARTICLES + 1)
  const truncated = fits.length > PACK_MAX_ARTICLES
  const kept = fits.slice(0, PACK_MAX_ARTICLES)

  const items: PackItem[] = [
    { url: `/api/category/list/sidebaritems?lang=${lang}`, kind: 'shell' },
    { url: `/api/vehicles/variant/${carId}?lang=${lang}`, kind: 'shell' },
    { url: `/api/vehicles/variant/${carId}/categories?lang=${lang}`, kind: 'shell' },
  ]
  let estimatedBytes = 3 * BYTES.shell
  const listing = (count: number, category?: string) => {
    const pages = Math.max(1, Math.ceil(count / PACK_PAGE_SIZE))
    for (let page = 1; page <= pages; page++) {
      const categoryPart = category ? `&category=${encodeURIComponent(category)}` : ''
      items.push({
        url: `/api/tecdoc/get-products-by-target-ids?engine=${carId}${categoryPart}&page=${page}&perPage=${PACK_PAGE_SIZE}&lang=${lang}`,
        kind: 'listing',
      })
    }
    estimatedBytes += pages * BYTES.listingPage + count * BYTES.listingArticle
  }
  listing(kept.length)
  const rows = await listCategoryRows(db)
  for (const row of rows) {
    const partTypes = new Set(partTypeIdsOfBranch(rows, row.slug) ?? [])
    const count = kept.filter((fit) => partTypes.has(fit.part_type_id)).length
    if (count > 0) listing(count, row.slug)
  }
  for (const fit of kept) {
    items.push({ url: packProductUrl(fit.article_id, lang), kind: 'product' })
    items.push({ url: packProductUrl(fit.article_number, lang), kind: 'product' })
    estimatedBytes += 2 * BYTES.product
  }
  for (const partTypeId of new Set(kept.map((fit) => fit.part_type_id))) {
    items.push({ url: `/part-images/${partTypeId}.svg`, kind: 'image' })
    estimatedBytes += BYTES.image
  }
  return { carId, lang, articles: kept.length, items, estimatedBytes, truncated }
}
