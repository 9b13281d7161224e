/**
 * The rules the wishlist and the compare list share: a list of items, each known by
 * a key; adding an item already there changes nothing, removing one not there changes
 * nothing, clearing empties. "Changes nothing" returns the very same array, so a store can
 * tell a change from none with `===` and skip a save.
 */

/** What an add did: `full` when the list already holds its maximum. */
export type AddOutcome = 'added' | 'present' | 'full'

/** Each wishlist and compare action takes effect after this pause, ms. */
export const LIST_ACTION_DELAY_MS = 250

export interface KeyedList<T> {
  /** The item's key: equal keys are the same item. */
  keyOf: (item: T) => number
  /** Most items the list holds. */
  max: number
}

export function hasItem<T>(rules: KeyedList<T>, items: readonly T[], key: number): boolean {
  return items.some((item) => rules.keyOf(item) === key)
}

/** Appends `item` unless its key is listed already or the list is full. */
export function addItem<T>(
  rules: KeyedList<T>,
  items: readonly T[],
  item: T,
): { items: readonly T[]; outcome: AddOutcome } {
  if (hasItem(rules, items, rules.keyOf(item))) return { items, outcome: 'present' }
  if (items.length >= rules.max) return { items, outcome: 'full' }
  return { items: [...items, item], outcome: 'added' }
}

/** Without the item of `key`; the same array when there is none. */
export function removeItem<T>(rules: KeyedList<T>, items: readonly T[], key: number): readonly T[] {
  return hasItem(rules, items, key) ? items.filter((item) => rules.keyOf(item) !== key) : items
}

const EMPTY: readonly never[] = Object.freeze([])

/** An empty list; the same array when it is empty already. */
export function clearItems<T>(items: readonly T[]): readonly T[] {
  return items.length === 0 ? items : EMPTY
}

/**
 * A stored list read back: the items that pass `isItem`, the first of each key, at most `max`.
 * Anything else (not an array, another shape) is an empty list — a guard for data written by
 * another version of the app or edited by hand.
 */
export function restoreItems<T>(
  rules: KeyedList<T>,
  value: unknown,
  isItem: (item: unknown) => item is T,
): readonly T[] {
  if (!Array.isArray(value)) return EMPTY
  const seen = new Set<number>()
  const items: T[] = []
  for (const candidate of value) {
    if (!isItem(candidate)) continue
    const key = rules.keyOf(candidate)
    if (seen.has(key) || items.length >= rules.max) continue
    seen.add(key)
    items.push(candidate)
  }
  return items
}
