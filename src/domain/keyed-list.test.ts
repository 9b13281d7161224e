import { describe, expect, it } from 'vitest'
import {
  addItem,
  clearItems,
  hasItem,
  type KeyedList,
  removeItem,
  restoreItems,
} from './keyed-list'

interface Thing {
  id: number
  name: string
}

const rules: KeyedList<Thing> = { keyOf: (thing) => thing.id, max: 3 }
const a = { id: 1, name: 'a' }
const b = { id: 2, name: 'b' }
const c = { id: 3, name: 'c' }

const isThing = (value: unknown): value is Thing =>
  typeof (value as Thing | null)?.id === 'number' && typeof (value as Thing).name === 'string'

describe('keyed lists', () => {
  it('appends a new item at the end', () => {
    const { items, outcome } = addItem(rules, [a], b)
    expect(outcome).toBe('added')
    expect(items).toEqual([a, b])
  })

  it('changes nothing when an item with the same key is there already', () => {
    const before = [a, b]
    const { items, outcome } = addItem(rules, before, { id: 1, name: 'renamed' })
    expect(outcome).toBe('present')
    expect(items).toBe(before)
    expect(items[0]?.name).toBe('a')
  })

  it('refuses a new item when the list holds its maximum', () => {
    const before = [a, b, c]
    const { items, outcome } = addItem(rules, before, { id: 4, name: 'd' })
    expect(outcome).toBe('full')
    expect(items).toBe(before)
  })

  it('says an item already there is present even when the list is full', () => {
    expect(addItem(rules, [a, b, c], c).outcome).toBe('present')
  })

  it('removes by key and keeps the order of the rest', () => {
    expect(removeItem(rules, [a, b, c], 2)).toEqual([a, c])
  })

  it('returns the same list when removing a key that is not there', () => {
    const before = [a, b]
    expect(removeItem(rules, before, 9)).toBe(before)
  })

  it('clears to an empty list, and leaves an empty list as it is', () => {
    expect(clearItems([a, b])).toEqual([])
    const empty: Thing[] = []
    expect(clearItems(empty)).toBe(empty)
  })

  it('tells whether a key is listed', () => {
    expect(hasItem(rules, [a, b], 2)).toBe(true)
    expect(hasItem(rules, [a, b], 3)).toBe(false)
  })
})

describe('restoring a stored list', () => {
  it('keeps valid items, drops others and repeated keys, and stops at the maximum', () => {
    const stored = [a, { id: 'x' }, null, a, b, c, { id: 4, name: 'd' }]
    expect(restoreItems(rules, stored, isThing)).toEqual([a, b, c])
  })

  it('reads anything but an array as an empty list', () => {
    expect(restoreItems(rules, { items: [a] }, isThing)).toEqual([])
    expect(restoreItems(rules, undefined, isThing)).toEqual([])
  })
})
