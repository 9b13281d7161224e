import { describe, expect, it } from 'vitest'
import type { CategoryRow } from '../../domain/category-tree'
import type { Article } from '../providers/catalogue/catalogue-port'
import { partTypeIdsOfBranch, suggestCategories } from './article-service'

const row = (slug: string, parentSlug: string | null, partTypeIds: number[], nameEn = slug) => ({
  slug,
  nameNo: slug,
  nameEn,
  parentSlug,
  partTypeIds,
  sortIndex: 0,
})
const rows: CategoryRow[] = [
  row('bremser', null, [], 'Brakes'),
  row('bremseskiver', 'bremser', [82], 'Brake discs'),
  row('bremseklosser', 'bremser', [402, 82], 'Brake pads'),
  row('filter', null, [], 'Filters'),
  row('oljefilter', 'filter', [7], 'Oil filter'),
]

describe('category branches', () => {
  it('collects the part types of a category and everything below it, once each', () => {
    expect(partTypeIdsOfBranch(rows, 'bremser')).toEqual([82, 402])
    expect(partTypeIdsOfBranch(rows, 'oljefilter')).toEqual([7])
  })

  it('answers null for an unknown slug and stops at a cycle in bad data', () => {
    expect(partTypeIdsOfBranch(rows, 'nope')).toBeNull()
    const cyclic = [row('a', 'b', [1]), row('b', 'a', [2])]
    expect(partTypeIdsOfBranch(cyclic, 'a')).toEqual([1, 2])
  })
})

describe('category suggestions', () => {
  it('puts the category named exactly so first, then top-level before children', () => {
    const names = suggestCategories(rows, 'filter', [], 'no').map((c) => c.slug)
    expect(names[0]).toBe('filter')
    expect(suggestCategories(rows, 'brake', [], 'en')[0]).toEqual({
      name: 'Brakes',
      slug: 'bremser',
    })
  })

  it('adds the categories of the products found, up to four in all', () => {
    const disc = { partTypeId: 82 } as Article
    // Same position in the tree: by slug.
    expect(suggestCategories(rows, '0986', [disc], 'no').map((c) => c.slug)).toEqual([
      'bremseklosser',
      'bremseskiver',
    ])
    expect(suggestCategories(rows, 'e', [disc], 'no')).toHaveLength(4)
  })
})
