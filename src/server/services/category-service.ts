/** The category tree in one language (spec §7 `GET /category/list/sidebaritems`). */
import { buildCategoryTree, type SidebarItemsResponse } from '../../domain/category-tree'
import type { Locale } from '../../domain/locale'
import type { Database } from '../db/database'
import { listCategoryRows } from '../db/repositories/catalogue-repository'

export async function sidebarItems(
  database: Database,
  locale: Locale,
): Promise<SidebarItemsResponse> {
  const rows = await listCategoryRows(database.db)
  return { data: { array: buildCategoryTree(rows, locale) } }
}
