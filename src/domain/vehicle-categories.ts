/**
 * The categories of one vehicle's parts: the category tree cut to the branches holding parts
 * that fit the vehicle, each with how many (`GET /api/vehicles/variant/:carId/categories`), and
 * the menu the vehicle page draws from it.
 */
import { type CategoryNode, categoryIds } from './category-tree'

export interface VehicleCategory {
  name: string
  slug: string
  /** Parts fitting the vehicle in this category and below; `null` when the catalogue can't say. */
  count: number | null
  subItems?: VehicleCategory[]
}

/**
 * The tree with each node's count from `perPartType` (articles fitting the vehicle, by part
 * type id); nodes counting none are dropped. A part type listed twice in one branch counts
 * once, as the branch's listing finds it once.
 */
export function countedCategories(
  nodes: readonly CategoryNode[],
  perPartType: ReadonlyMap<number, number>,
): VehicleCategory[] {
  return nodes.flatMap((node) => {
    const count = categoryIds([node]).reduce((sum, id) => sum + (perPartType.get(id) ?? 0), 0)
    if (count === 0) return []
    const subItems = countedCategories(node.subItems ?? [], perPartType)
    return [{ name: node.name, slug: node.slug, count, ...(subItems.length > 0 && { subItems }) }]
  })
}

/**
 * Where an entry of the menu stands to the chosen category:
 * - `trail`: the chosen one or above it, when the chosen one has categories below;
 * - `choice`: one of the choices at the chosen level (what is below it, or — for a category
 *   with nothing below — it and its siblings);
 * - `aside`: elsewhere in the tree (a phone leaves these out, a desktop shows them).
 */
export type MenuPlace = 'trail' | 'choice' | 'aside'

export interface MenuEntry {
  /** `undefined`: every category. */
  slug: string | undefined
  name: string
  count: number | null
  current: boolean
  place: MenuPlace
  /** Shown only below the chosen category and the categories above it. */
  children: MenuEntry[]
}

/**
 * The menu for a chosen category (`undefined`: all): 'all categories' first, then the top
 * level, opened down to the chosen category and two levels below it — three levels where the
 * tree has them. Exactly one entry is current: the chosen one, or 'all categories' when none is
 * chosen or the chosen one has no parts for the vehicle.
 */
export function categoryMenu(
  tree: readonly VehicleCategory[],
  chosen: string | undefined,
  allName: string,
): MenuEntry[] {
  const path = chosen === undefined ? [] : pathTo(tree, chosen)
  const target = path.at(-1)
  const onPath = new Set(path.map((node) => node.slug))
  // Below the chosen category two levels open, so 'Bremser' offers 'Bremseklosser' at once.
  const opened = new Set([...onPath, ...(target?.subItems ?? []).map((node) => node.slug)])
  // With nothing below the chosen category, its own level holds the choices.
  const choiceParent = target?.subItems?.length ? target : path.at(-2)
  const choiceLevel = choiceParent ? path.indexOf(choiceParent) + 1 : 0

  const entries = (nodes: readonly VehicleCategory[], depth: number): MenuEntry[] =>
    nodes.map((node) => ({
      slug: node.slug,
      name: node.name,
      count: node.count,
      current: node === target,
      place: depth >= choiceLevel ? 'choice' : onPath.has(node.slug) ? 'trail' : 'aside',
      children: opened.has(node.slug) ? entries(node.subItems ?? [], depth + 1) : [],
    }))

  const all: MenuEntry = {
    slug: undefined,
    name: allName,
    count: null,
    current: target === undefined,
    place: target === undefined ? 'choice' : 'trail',
    children: [],
  }
  return [all, ...entries(tree, 0)]
}

/** The nodes from the top down to the one with this slug; empty when the tree has none. */
function pathTo(nodes: readonly VehicleCategory[], slug: string): VehicleCategory[] {
  for (const node of nodes) {
    if (node.slug === slug) return [node]
    const below = pathTo(node.subItems ?? [], slug)
    if (below.length > 0) return [node, ...below]
  }
  return []
}
