/** Reads over the whole catalogue. The catalogue API (a later issue) adds its queries here. */
import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { CategoryRow } from '../../../domain/category-tree'
import type { AppDatabase } from '../database'
import {
  articleVehicles,
  articles,
  categories,
  manufacturers,
  modelSeries,
  vehicles,
} from '../schema'

export interface CatalogueCounts {
  manufacturers: number
  modelSeries: number
  vehicles: number
  categories: number
  articles: number
  articleVehicles: number
}

/** Rows per catalogue table. drizzle's `count()` is a number on both drivers (int8 is not). */
export async function countCatalogue(db: AppDatabase): Promise<CatalogueCounts> {
  const rows = async (table: PgTable) => {
    const [row] = await db.select({ n: count() }).from(table)
    return row?.n ?? 0
  }
  return {
    manufacturers: await rows(manufacturers),
    modelSeries: await rows(modelSeries),
    vehicles: await rows(vehicles),
    categories: await rows(categories),
    articles: await rows(articles),
    articleVehicles: await rows(articleVehicles),
  }
}

/** Every category row, flat; `buildCategoryTree` (src/domain) nests them. */
export function listCategoryRows(db: AppDatabase): Promise<CategoryRow[]> {
  return db
    .select({
      slug: categories.slug,
      nameNo: categories.nameNo,
      nameEn: categories.nameEn,
      parentSlug: categories.parentSlug,
      partTypeIds: categories.partTypeIds,
      sortIndex: categories.sortIndex,
    })
    .from(categories)
}
