import { z } from 'zod'
import type { Locale } from './locale'

export const SPEC_CATEGORY_SLUGS = [
  'batteri',
  'suspensjon',
  'bremser',
  'clutch',
  'dynamo',
  'drivaksel-ledd',
  'eksos-system',
  'filter',
  'karosseri',
  'kjøling',
  'klima-luft-kondisjonering',
  'lys-og-speil',
  'motor',
  'olje',
  'turbo',
] as const

export interface CategoryRow {
  slug: string
  nameNo: string
  nameEn: string
  parentSlug: string | null
  partTypeIds: number[]
  sortIndex: number
}

export interface CategoryNode {
  name: string
  slug: string
  value: number[]
  index: number
  subItems?: CategoryNode[]
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    slug: z.string(),
    value: z.array(z.number().int()),
    index: z.number().int(),
    subItems: z.array(categoryNodeSchema).optional(),
  }),
)
// Named, so the OpenAPI document can refer to the recursive node as one component.
z.globalRegistry.add(categoryNodeSchema, { id: 'CategoryNode' })

export const sidebarItemsResponseSchema = z.object({
  data: z.object({ array: z.array(categoryNodeSchema) }),
})
export type SidebarItemsResponse = z.infer<typeof sidebarItemsResponseSchema>

export function buildCategoryTree(rows: readonly CategoryRow[], locale: Locale): CategoryNode[] {
  const children = new Map<string | null, CategoryRow[]>()
  for (const row of rows) {
    const siblings = children.get(row.parentSlug) ?? []
    siblings.push(row)
    children.set(row.parentSlug, siblings)
  }
  const build = (parent: string | null): CategoryNode[] =>
    (children.get(parent) ?? [])
      .toSorted((a, b) => a.sortIndex - b.sortIndex || a.slug.localeCompare(b.slug))
      .map((row) => {
        const subItems = build(row.slug)
        return {
          name: locale === 'en' ? row.nameEn : row.nameNo,
          slug: row.slug,
          value: row.partTypeIds,
          index: row.sortIndex,
          ...(subItems.length > 0 && { subItems }),
        }
      })
  return build(null)
}

export function findCategory(
  nodes: readonly CategoryNode[],
  slug: string,
): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.slug === slug) return node
    const below = findCategory(node.subItems ?? [], slug)
    if (below) return below
  }
  return undefined
}

export function categoryIds(nodes: readonly CategoryNode[]): number[] {
  const ids = new Set<number>()
  const collect = (node: CategoryNode) => {
    for (const id of node.value) ids.add(id)
    node.subItems?.forEach(collect)
  }
  nodes.forEach(collect)
  return [...ids].sort((a, b) => a - b)
}

/** A parent with an empty `value` stays for its children. */
export function branchesWith(
  nodes: readonly CategoryNode[],
  ids: ReadonlySet<number>,
): CategoryNode[] {
  return nodes.flatMap((node) => {
    const subItems = branchesWith(node.subItems ?? [], ids)
    if (subItems.length === 0 && !node.value.some((id) => ids.has(id))) return []
    const { name, slug, value, index } = node
    return [{ name, slug, value, index, ...(subItems.length > 0 && { subItems }) }]
  })
}

export interface PlacedCategory {
  node: CategoryNode
  parent: string | null
  depth: number
}

export function flattenCategories(
  nodes: readonly CategoryNode[],
  parent: string | null = null,
  depth = 0,
): PlacedCategory[] {
  return nodes.flatMap((node) => [
    { node, parent, depth },
    ...flattenCategories(node.subItems ?? [], node.slug, depth + 1),
  ])
}
