// Numbers never repeat: each brand + format has a counter, and the n-th number is a coprime-
// multiplier permutation of the slots. A used-up format hands over to the next; past all, a `-2`
// suffix.
import { BRANDS } from './brands'
import { toEan13 } from './ean13'
import { hashString } from './seeded-random'

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const SUFFIXES = 'xyz'
const SLOT_ALPHABETS: Record<string, string> = { '#': '0123456789', '?': LETTERS, '*': SUFFIXES }

const GOLDEN = 0.6180339887

interface CompiledFormat {
  chars: string[]
  slots: { position: number; alphabet: string }[]
  capacity: number
  multiplier: number
  offset: number
}

export function splitForm(entry: string): [form: string | null, format: string] {
  const bar = entry.indexOf('|')
  return bar < 0 ? [null, entry] : [entry.slice(0, bar), entry.slice(bar + 1)]
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** Stays within the exact integer range of doubles (a < 2^33, m < 2^34). */
function mulMod(a: number, b: number, m: number): number {
  const low = b % 131072
  const high = Math.floor(b / 131072)
  return (((((a * high) % m) * 131072) % m) + ((a * low) % m)) % m
}

function scatter(serial: number, capacity: number, multiplier: number, offset: number): number {
  return (mulMod(serial, multiplier, capacity) + offset) % capacity
}

function coprimeMultiplier(capacity: number): number {
  let multiplier = Math.max(1, Math.floor(capacity * GOLDEN))
  while (gcd(multiplier, capacity) !== 1) multiplier++
  return multiplier
}

export class ArticleNumbers {
  private readonly counters = new Map<string, number>()
  private readonly formats = new Map<string, CompiledFormat>()
  private readonly eanSerials = new Map<string, number>()
  overflows = 0

  constructor(private readonly seed: number) {}

  next(
    brand: string,
    formats: readonly string[],
    preferred = 0,
    parts: Readonly<Record<string, string>> = {},
  ): string {
    const candidates = formats.map((format) => this.resolve(brand, format, parts))
    const first = candidates[preferred] ?? candidates[0]
    if (!first) throw new Error(`${brand} has no number format`)
    const free = [first, ...candidates].find(
      ({ key, format }) => (this.counters.get(key) ?? 0) < format.capacity,
    )
    const { key, format } = free ?? first
    const serial = this.counters.get(key) ?? 0
    this.counters.set(key, serial + 1)
    if (serial >= format.capacity) this.overflows++
    return render(format, serial)
  }

  private resolve(brand: string, format: string, parts: Readonly<Record<string, string>>) {
    const resolved = format.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = parts[name]
      if (value === undefined) throw new Error(`No value for {${name}} in ${brand} ${format}`)
      return value
    })
    const key = `${brand}\u0000${resolved}`
    return { key, format: this.formats.get(key) ?? this.compile(key, resolved) }
  }

  // Past 100,000 articles of one brand, GS1's restricted-circulation prefix 20 with the article id.
  ean(brand: string, articleId: number): string {
    const prefix = BRANDS[brand]?.[0]
    if (prefix === undefined) throw new Error(`Unknown brand ${brand}`)
    const serial = this.eanSerials.get(brand) ?? 0
    this.eanSerials.set(brand, serial + 1)
    if (serial >= 100_000) return toEan13(`20${String(articleId).padStart(10, '0')}`)
    const item = scatter(serial, 100_000, 61_803, hashString(brand, this.seed) % 100_000)
    return toEan13(`${prefix}${String(item).padStart(5, '0')}`)
  }

  private compile(key: string, resolved: string): CompiledFormat {
    const chars = [...resolved]
    const slots: CompiledFormat['slots'] = []
    chars.forEach((char, position) => {
      const alphabet = SLOT_ALPHABETS[char]
      if (alphabet) slots.push({ position, alphabet })
    })
    const capacity = slots.reduce((product, slot) => product * slot.alphabet.length, 1)
    const compiled: CompiledFormat = {
      chars,
      slots,
      capacity,
      multiplier: coprimeMultiplier(capacity),
      offset: hashString(key, this.seed) % capacity,
    }
    this.formats.set(key, compiled)
    return compiled
  }
}

function render(format: CompiledFormat, serial: number): string {
  const { chars, slots, capacity, multiplier, offset } = format
  const cycle = Math.floor(serial / capacity)
  let index = scatter(serial % capacity, capacity, multiplier, offset)
  const out = chars.slice()
  for (let i = slots.length - 1; i >= 0; i--) {
    const slot = slots[i]
    if (!slot) continue
    const radix = slot.alphabet.length
    out[slot.position] = slot.alphabet[index % radix] ?? ''
    index = Math.floor(index / radix)
  }
  const text = out.join('')
  return cycle === 0 ? text : `${text}-${cycle + 1}`
}
