import { type CategoryNode, categoryIds } from './category-tree'

export interface VehicleCategory {
  name: string
  slug: string
  count: number | null
  subItems?: VehicleCategory[]
}

/** A part type listed twice in one branch counts once, as the branch's listing finds it once. */
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

/** `aside`: elsewhere in the tree (a phone leaves these out, a desktop shows them). */
export type MenuPlace = 'trail' | 'choice' | 'aside'

export interface MenuEntry {
  slug: string | undefined
  name: string
  count: number | null
  current: boolean
  place: MenuPlace
  children: MenuEntry[]
}

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

function pathTo(nodes: readonly VehicleCategory[], slug: string): VehicleCategory[] {
  for (const node of nodes) {
    if (node.slug === slug) return [node]
    const below = pathTo(node.subItems ?? [], slug)
    if (below.length > 0) return [node, ...below]
  }
  return []
}
