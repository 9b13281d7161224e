import { describe, expect, it } from 'vitest'
import { SPEC_CATEGORY_SLUGS } from '../../../../domain/category-tree'
import { buildCategories } from './category-table'
import { PART_TYPES } from './part-types'

const categories = buildCategories(PART_TYPES)
const bySlug = new Map(categories.map((c) => [c.slug, c]))

function depth(slug: string): number {
  const parent = bySlug.get(slug)?.parentSlug
  return parent ? 1 + depth(parent) : 1
}

describe('the category tree', () => {
  it('has unique slugs, and every parent exists and comes before its children', () => {
    expect(bySlug.size).toBe(categories.length)
    const seen = new Set<string>()
    for (const category of categories) {
      if (category.parentSlug) expect(seen.has(category.parentSlug)).toBe(true)
      seen.add(category.slug)
    }
  })

  it("starts with the spec's top-level slugs in the spec's order, then the others", () => {
    const top = categories.filter((c) => c.parentSlug === null).map((c) => c.slug)
    expect(top.slice(0, SPEC_CATEGORY_SLUGS.length)).toEqual(SPEC_CATEGORY_SLUGS)
    expect(top).toEqual(
      expect.arrayContaining([
        'tenning',
        'styring',
        'vindusvisker',
        'startmotor',
        'drivstoffsystem',
        'registerreim',
      ]),
    )
  })

  it('is at most three levels deep and has three-level branches (bremser → skivebremser → bremseskiver)', () => {
    expect(Math.max(...categories.map((c) => depth(c.slug)))).toBe(3)
    expect(depth('bremseskiver')).toBe(3)
    expect(bySlug.get('oljefilter')?.parentSlug).toBe('filter')
  })

  it('maps categories to real part-type ids, the filter leaves to TecDoc 7, 8, 9 and 424', () => {
    expect(bySlug.get('oljefilter')?.partTypeIds).toEqual([7])
    expect(bySlug.get('luftfilter')?.partTypeIds).toEqual([8])
    expect(bySlug.get('drivstoffilter')?.partTypeIds).toEqual([9])
    expect(bySlug.get('kupefilter')?.partTypeIds).toEqual([424])
    expect(bySlug.get('bremseskiver')?.partTypeIds).toEqual([82])
    expect(bySlug.get('bremseklosser')?.partTypeIds).toEqual([402])
    expect(bySlug.get('startbatterier')?.partTypeIds).toEqual([1])
  })

  it("gives parents their descendants' part types, in tree order", () => {
    expect(bySlug.get('filter')?.partTypeIds).toEqual([7, 8, 9, 424])
    expect(bySlug.get('bremser')?.partTypeIds?.slice(0, 2)).toEqual([82, 402])
    for (const category of categories) {
      const parent = category.parentSlug ? bySlug.get(category.parentSlug) : undefined
      for (const id of category.partTypeIds ?? [])
        if (parent) expect(parent.partTypeIds).toContain(id)
    }
  })

  it('keeps some categories empty, as the spec allows', () => {
    const empty = categories.filter((c) => c.partTypeIds?.length === 0).map((c) => c.slug)
    expect(empty).toEqual(expect.arrayContaining(['bremsetromler', 'stotfangere']))
  })

  it('shows every part type in at least one category, and only known part types', () => {
    const ids = new Set(PART_TYPES.map((p) => p.id))
    const shown = new Set(categories.flatMap((c) => c.partTypeIds ?? []))
    expect([...ids].filter((id) => !shown.has(id))).toEqual([])
    expect([...shown].filter((id) => !ids.has(id))).toEqual([])
  })

  it('numbers siblings 1, 2, 3 … in menu order and names every category in bokmål and English', () => {
    const siblings = new Map<string | null | undefined, number[]>()
    for (const c of categories)
      siblings.set(c.parentSlug, [...(siblings.get(c.parentSlug) ?? []), c.sortIndex ?? 0])
    for (const indexes of siblings.values()) expect(indexes).toEqual(indexes.map((_, i) => i + 1))
    expect(categories.every((c) => c.nameNo.length > 0 && c.nameEn.length > 0)).toBe(true)
  })
})
