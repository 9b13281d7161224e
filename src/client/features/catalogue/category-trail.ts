import type { CategoryNode } from '../../../domain/category-tree'

export interface CategoryPlace {
  trail: CategoryNode[]
  siblings: CategoryNode[]
}

export function categoryPlace(tree: readonly CategoryNode[], slug: string): CategoryPlace | null {
  const walk = (nodes: readonly CategoryNode[], above: CategoryNode[]): CategoryPlace | null => {
    for (const node of nodes) {
      if (node.slug === slug) {
        return { trail: [...above, node], siblings: nodes.filter((n) => n.slug !== slug) }
      }
      const below = walk(node.subItems ?? [], [...above, node])
      if (below) return below
    }
    return null
  }
  return walk(tree, [])
}

/** Whether a category and everything below it hold no part types: nothing can be listed. */
export function isEmptyCategory(node: CategoryNode): boolean {
  return node.value.length === 0 && (node.subItems ?? []).every(isEmptyCategory)
}
