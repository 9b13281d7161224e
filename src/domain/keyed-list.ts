/** "Changes nothing" returns the very same array, so a store can tell a change with `===` and skip a save. */

export type AddOutcome = 'added' | 'present' | 'full'

export const LIST_ACTION_DELAY_MS = 250

export interface KeyedList<T> {
  keyOf: (item: T) => number
  max: number
}

export function hasItem<T>(rules: KeyedList<T>, items: readonly T[], key: number): boolean {
  return items.some((item) => rules.keyOf(item) === key)
}

export function addItem<T>(
  rules: KeyedList<T>,
  items: readonly T[],
  item: T,
): { items: readonly T[]; outcome: AddOutcome } {
  if (hasItem(rules, items, rules.keyOf(item))) return { items, outcome: 'present' }
  if (items.length >= rules.max) return { items, outcome: 'full' }
  return { items: [...items, item], outcome: 'added' }
}

export function removeItem<T>(rules: KeyedList<T>, items: readonly T[], key: number): readonly T[] {
  return hasItem(rules, items, key) ? items.filter((item) => rules.keyOf(item) !== key) : items
}

const EMPTY: readonly never[] = Object.freeze([])

export function clearItems<T>(items: readonly T[]): readonly T[] {
  return items.length === 0 ? items : EMPTY
}

/** Guards against data written by another version of the app or edited by hand. */
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
