/**
 * The category tree: the spec's Norwegian top-level slugs (batteri, suspensjon, bremser …, in
 * the spec's order) and the rest, up to three levels, each mapped to part types. A parent
 * shows its own part types and all of its descendants'. Empty categories (bremsetromler,
 * støtfangere …) are on purpose: the spec allows them, and the shop must cope.
 * New slugs are ASCII (æ → ae, ø → o); `kjøling` keeps the spec's spelling.
 */
import { z } from 'zod'
import type { categories } from '../../schema'
import table from './category-table.json' with { type: 'json' }
import type { PartType } from './part-type-model'

export type CategoryRow = typeof categories.$inferInsert

type CategoryLine = readonly [
  slug: string,
  nameNo: string,
  nameEn: string,
  parent: string | null,
  partTypes: readonly string[],
]

const categoryLine = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.string().nullable(),
  z.array(z.string()),
])

/** Parents before children; siblings in menu order. Part types by key (part-types-*.json). */
export const CATEGORY_TABLE: readonly CategoryLine[] = z.array(categoryLine).parse(table)

/**
 * Category rows for the `categories` table: part-type keys resolved to ids, each parent given
 * its descendants' ids too (in tree order), sort index = position among siblings (1, 2 …).
 */
export function buildCategories(partTypes: readonly PartType[]): CategoryRow[] {
  const idByKey = new Map(partTypes.map((partType) => [partType.key, partType.id]))
  const rows = CATEGORY_TABLE.map(([slug, nameNo, nameEn, parentSlug, keys]) => ({
    slug,
    nameNo,
    nameEn,
    parentSlug,
    partTypeIds: keys.map((key) => {
      const id = idByKey.get(key)
      if (id === undefined) throw new Error(`Category ${slug}: unknown part type ${key}`)
      return id
    }),
    sortIndex: 0,
  }))
  const bySlug = new Map(rows.map((row) => [row.slug, row]))
  const siblings = new Map<string | null, number>()
  for (const row of rows) {
    const position = (siblings.get(row.parentSlug) ?? 0) + 1
    siblings.set(row.parentSlug, position)
    row.sortIndex = position
  }
  // Rows are in tree order, so adding each row's own ids to all its ancestors keeps that order.
  for (const [index, [, , , , keys]] of CATEGORY_TABLE.entries()) {
    const own = keys.map((key) => idByKey.get(key) ?? 0)
    let parent = bySlug.get(rows[index]?.parentSlug ?? '')
    while (parent) {
      for (const id of own) if (!parent.partTypeIds.includes(id)) parent.partTypeIds.push(id)
      parent = bySlug.get(parent.parentSlug ?? '')
    }
  }
  return rows
}
