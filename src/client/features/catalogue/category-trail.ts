/** Where a category sits in the tree: its ancestors (for the breadcrumb) and its siblings. */
import type { CategoryNode } from '../../../domain/category-tree'

export interface CategoryPlace {
  /** From the top level down to the category itself. */
  trail: CategoryNode[]
  /** The categories beside it (its parent's children, or the top level), itself left out. */
  siblings: CategoryNode[]
}

/** The category's place in the tree, or `null` when the tree has no such slug. */
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
