import { describe, expect, it } from 'vitest'
import { buildCategoryTree, type CategoryRow } from './category-tree'
import {
  categoryMenu,
  countedCategories,
  type MenuEntry,
  type VehicleCategory,
} from './vehicle-categories'

const row = (slug: string, parentSlug: string | null, sortIndex: number, ids: number[] = []) =>
  ({
    slug,
    nameNo: slug,
    nameEn: slug,
    parentSlug,
    partTypeIds: ids,
    sortIndex,
  }) satisfies CategoryRow

const tree = buildCategoryTree(
  [
    row('bremser', null, 0),
    row('bremseklosser', 'bremser', 0, [10]),
    row('bremseklosser-foran', 'bremseklosser', 0, [11]),
    row('bremseskiver', 'bremser', 1, [12, 10]),
    row('filter', null, 1),
    row('oljefilter', 'filter', 0, [20]),
    row('kupefilter', 'filter', 1, [21]),
    row('batteri', null, 2, [30]),
  ],
  'no',
)

describe('a vehicle’s categories', () => {
  const counted = countedCategories(
    tree,
    new Map([
      [10, 4],
      [11, 2],
      [12, 3],
      [21, 1],
    ]),
  )

  it('counts the parts of a category and everything below it, each part type once', () => {
    const bremser = counted[0]
    expect(bremser).toMatchObject({ slug: 'bremser', count: 9 })
    expect(bremser?.subItems?.map((node) => [node.slug, node.count])).toEqual([
      ['bremseklosser', 6],
      ['bremseskiver', 7],
    ])
  })

  it('keeps three levels where the tree has them', () => {
    expect(counted[0]?.subItems?.[0]?.subItems?.map((node) => node.slug)).toEqual([
      'bremseklosser-foran',
    ])
  })

  it('leaves out the categories with no parts for the vehicle', () => {
    expect(counted.map((node) => node.slug)).toEqual(['bremser', 'filter'])
    expect(counted[1]?.subItems?.map((node) => node.slug)).toEqual(['kupefilter'])
  })
})

describe('the vehicle page’s category menu', () => {
  const vehicleTree: VehicleCategory[] = countedCategories(
    tree,
    new Map([10, 11, 12, 20, 21, 30].map((id) => [id, 1])),
  )
  const menu = (chosen: string | undefined) => categoryMenu(vehicleTree, chosen, 'Alle')
  const flat = (entries: MenuEntry[]): MenuEntry[] =>
    entries.flatMap((entry) => [entry, ...flat(entry.children)])
  const current = (entries: MenuEntry[]) => flat(entries).filter((entry) => entry.current)
  const placed = (entries: MenuEntry[]) =>
    flat(entries).map((entry) => `${entry.slug ?? 'all'}:${entry.place}`)

  // A chosen second-level category and its only child draw the same menu.
  const belowBremseklosser = [
    'all:trail',
    'bremser:trail',
    'bremseklosser:trail',
    'bremseklosser-foran:choice',
    'bremseskiver:aside',
    'filter:aside',
    'batteri:aside',
  ]
  const menus = [
    {
      behaviour: 'offers the top level when no category is chosen, with every category current',
      chosen: undefined,
      current: ['Alle'],
      placed: ['all:choice', 'bremser:choice', 'filter:choice', 'batteri:choice'],
    },
    {
      behaviour: 'opens a chosen category two levels down: the way up, then the choices below it',
      chosen: 'bremser',
      current: ['bremser'],
      placed: [
        'all:trail',
        'bremser:trail',
        'bremseklosser:choice',
        'bremseklosser-foran:choice',
        'bremseskiver:choice',
        'filter:aside',
        'batteri:aside',
      ],
    },
    {
      behaviour: 'opens the third level below a chosen second-level category',
      chosen: 'bremseklosser',
      current: ['bremseklosser'],
      placed: belowBremseklosser,
    },
    {
      behaviour: 'keeps a category with nothing below among its siblings, the only one current',
      chosen: 'bremseklosser-foran',
      current: ['bremseklosser-foran'],
      placed: belowBremseklosser,
    },
  ]
  for (const { behaviour, chosen, current: currentNames, placed: places } of menus) {
    it(behaviour, () => {
      const entries = menu(chosen)
      expect(current(entries).map((entry) => entry.slug ?? entry.name)).toEqual(currentNames)
      expect(placed(entries)).toEqual(places)
    })
  }

  it('makes every category current when the chosen one has no parts for the vehicle', () => {
    const entries = menu('tennplugger')
    expect(current(entries).map((entry) => entry.name)).toEqual(['Alle'])
  })
})
