import { describe, expect, it } from 'vitest'
import { buildCategoryTree, type CategoryRow } from './category-tree'

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
