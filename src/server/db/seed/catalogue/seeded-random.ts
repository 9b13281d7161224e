/**
 * Seeded pseudo-random numbers for the demo catalogue. The same seed gives the same sequence
 * on every machine and Node version: only 32-bit integer maths, never `Math.random`.
 *
 * `mulberry32` (Tommy Ettinger, public domain): a 32-bit state advanced by a Weyl step
 * (+0x6D2B79F5) and scrambled by two xorshift-multiply rounds. Period 2^32 — plenty for
 * picking demo data, useless for anything secret.
 */

/** Returns a float in [0, 1). */
export type Random = () => number

export function mulberry32(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a (32-bit) of a string: stable sub-seeds and offsets derived from names. */
export function hashString(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A generator of its own for one named thing (an application, an OE number …). */
export function randomFor(seed: number, name: string): Random {
  return mulberry32(hashString(name, seed))
}

/** An integer in [min, max], both inclusive. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** Running totals of weights, for `pickWeighted`. */
export function cumulative(weights: readonly number[]): Float64Array {
  const totals = new Float64Array(weights.length)
  let sum = 0
  weights.forEach((weight, i) => {
    sum += weight
    totals[i] = sum
  })
  return totals
}

/** An index drawn in proportion to its weight (binary search over running totals). */
export function pickWeighted(random: Random, totals: Float64Array): number {
  const target = random() * (totals[totals.length - 1] ?? 0)
  let low = 0
  let high = totals.length - 1
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((totals[middle] ?? 0) > target) high = middle
    else low = middle + 1
  }
  return low
}

/** The same items in a seeded order (Fisher–Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const swap = copy[i] as T
    copy[i] = copy[j] as T
    copy[j] = swap
  }
  return copy
}
