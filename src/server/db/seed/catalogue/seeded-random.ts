// mulberry32 (public domain): the same sequence on every machine, 32-bit integer maths only.
// Useless for anything secret.

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

export function hashString(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function randomFor(seed: number, name: string): Random {
  return mulberry32(hashString(name, seed))
}

export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

export function cumulative(weights: readonly number[]): Float64Array {
  const totals = new Float64Array(weights.length)
  let sum = 0
  weights.forEach((weight, i) => {
    sum += weight
    totals[i] = sum
  })
  return totals
}

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
