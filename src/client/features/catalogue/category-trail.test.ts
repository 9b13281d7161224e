import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '../../../domain/category-tree'
import { categoryPlace, isEmptyCategory } from './category-trail'

const node = (slug: string, value: number[], subItems?: CategoryNode[]): CategoryNode => ({
  name: slug,
  slug,
  value,
  index: 0,
  ...(subItems && { subItems }),
})

const tree = [
  node(
    'bremser',
    [],
    [
      node('skivebremser', [], [node('bremseskiver', [82]), node('bremseklosser', [402])]),
      node('trommelbremser', [], [node('bremsetromler', [])]),
    ],
  ),
  node('filter', [], [node('oljefilter', [7])]),
]

describe('a category in the tree', () => {
  it('finds the trail from the top level down to a category three levels deep', () => {
    const place = categoryPlace(tree, 'bremseklosser')
    expect(place?.trail.map((n) => n.slug)).toEqual(['bremser', 'skivebremser', 'bremseklosser'])
    expect(place?.siblings.map((n) => n.slug)).toEqual(['bremseskiver'])
  })

  it('gives a top-level category the other top-level ones as siblings', () => {
    const place = categoryPlace(tree, 'filter')
    expect(place?.trail.map((n) => n.slug)).toEqual(['filter'])
    expect(place?.siblings.map((n) => n.slug)).toEqual(['bremser'])
  })

  it('finds nothing for a slug the tree does not have', () => {
    expect(categoryPlace(tree, 'finnes-ikke')).toBeNull()
  })

  it('calls a branch empty only when no category in it has part types', () => {
    const [brakes] = tree
    if (!brakes?.subItems) throw new Error('tree')
    const [discs, drums] = brakes.subItems
    expect(isEmptyCategory(drums as CategoryNode)).toBe(true)
    expect(isEmptyCategory(discs as CategoryNode)).toBe(false)
    expect(isEmptyCategory(brakes)).toBe(false)
  })
})
