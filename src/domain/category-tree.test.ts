import { describe, expect, it } from 'vitest'
import {
  branchesWith,
  buildCategoryTree,
  type CategoryNode,
  type CategoryRow,
  categoryIds,
  findCategory,
} from './category-tree'

const row = (slug: string, parentSlug: string | null, sortIndex: number, ids: number[] = []) =>
  ({
    slug,
    nameNo: `${slug} (no)`,
    nameEn: `${slug} (en)`,
    parentSlug,
    partTypeIds: ids,
    sortIndex,
  }) satisfies CategoryRow

describe('the category tree', () => {
  it('nests children under their parents, ordered by index', () => {
    const tree = buildCategoryTree(
      [
        row('oljefilter', 'filter', 0, [7]),
        row('bremser', null, 1),
        row('filter', null, 0, [7, 8]),
        row('luftfilter', 'filter', 1, [8]),
      ],
      'no',
    )
    expect(tree.map((node) => node.slug)).toEqual(['filter', 'bremser'])
    expect(tree[0]?.subItems?.map((node) => node.slug)).toEqual(['oljefilter', 'luftfilter'])
    expect(tree[0]?.value).toEqual([7, 8])
  })

  it('names categories in the requested language and keeps the Norwegian slug', () => {
    const [node] = buildCategoryTree([row('kjøling', null, 0)], 'en')
    expect(node).toMatchObject({ name: 'kjøling (en)', slug: 'kjøling' })
  })

  it('leaves subItems out of leaves and keeps empty categories', () => {
    const [node] = buildCategoryTree([row('karosseri', null, 0)], 'no')
    expect(node).toEqual({ name: 'karosseri (no)', slug: 'karosseri', value: [], index: 0 })
  })

  it('drops rows whose parent does not exist rather than inventing a level', () => {
    expect(buildCategoryTree([row('orphan', 'missing', 0)], 'no')).toEqual([])
  })
})

describe('branches of the category tree', () => {
  const tree: CategoryNode[] = buildCategoryTree(
    [
      row('filter', null, 0),
      row('oljefilter', 'filter', 0, [7]),
      row('luftfilter', 'filter', 1, [8, 7]),
      row('bremser', null, 1, [82]),
      row('bremseskiver', 'bremser', 0, [82, 83]),
      row('batteri', null, 2, [1]),
    ],
    'no',
  )

  it('finds a category at any depth by its slug', () => {
    expect(findCategory(tree, 'luftfilter')?.value).toEqual([8, 7])
    expect(findCategory(tree, 'finnes-ikke')).toBeUndefined()
  })

  it('collects the ids of a branch and everything below it, each once, ascending', () => {
    expect(categoryIds([findCategory(tree, 'filter') as CategoryNode])).toEqual([7, 8])
    expect(categoryIds(tree)).toEqual([1, 7, 8, 82, 83])
  })

  it('keeps only the branches holding one of the ids, parents included', () => {
    const kept = branchesWith(tree, new Set([8, 83]))
    expect(kept.map((node) => node.slug)).toEqual(['filter', 'bremser'])
    expect(kept[0]?.subItems?.map((node) => node.slug)).toEqual(['luftfilter'])
    expect(kept[1]).toEqual({
      name: 'bremser (no)',
      slug: 'bremser',
      value: [82],
      index: 1,
      subItems: [{ name: 'bremseskiver (no)', slug: 'bremseskiver', value: [82, 83], index: 0 }],
    })
    expect(branchesWith(tree, new Set())).toEqual([])
  })
})
