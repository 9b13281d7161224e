/**
 * The shape of a part type (generic article) in the demo catalogue, where its picture is
 * served, and small helpers for writing its criteria. Part-type tables live in `part-types-*.json`, read by part-type-data.ts.
 */
import type { Random } from './seeded-random'
import type { VehicleProfile } from './vehicles'

/**
 * The picture of a part type. Every article of a type shares one generated SVG, served under
 * `/part-images/`.
 */
export function partImageUrl(partTypeId: number): string {
  return `/part-images/${partTypeId}.svg`
}

/** How vehicle variants are grouped into "applications" that share one part (see fitment.ts). */
export const FIT_RULES = [
  'engine',
  'engine-family',
  'petrol-engine',
  'petrol-family',
  'diesel-family',
  'fuel-filter',
  'conventional-engine',
  'clutch',
  'belt-engine',
  'chain-engine',
  'turbo-engine',
  'diesel-exhaust',
  'petrol-exhaust',
  'exhaust',
  'maker-oil',
  'maker-fluid',
  'gear-oil',
  'brakes',
  'drum-brakes',
  'chassis',
  'platform',
  'climate',
  'series',
  'battery',
  'bulb',
  'charging',
] as const
export type FitRule = (typeof FIT_RULES)[number]

/** One article attribute, display-ready in both languages (numbers with , and . decimals). */
export interface Criterion {
  nameNo: string
  nameEn: string
  valueNo: string
  valueEn: string
  unit: string | null
}

/** What all brands' articles for one application share: the vehicle and its part size. */
export interface Description {
  /** Appended to the part type's name: "Bremseskiver" + ", foran, ventilert, Ø 312 mm". */
  no?: string
  en?: string
  criteria: Criterion[]
  /** Picks brand number formats tagged with it (e.g. `AGM|0 092 S5A 0##`). */
  form?: string
  /** Values for `{name}` placeholders in number formats (e.g. Varta's `{etn}`). */
  numberParts?: Record<string, string>
  /** Where in the part type's price range, 0 … 1 (bigger discs cost more). */
  priceLevel?: number
  tags?: string[]
}

export interface DescribeContext {
  /** One of the part type's `variants` (an axle, a side, a product line), or `null`. */
  variant: string | null
  /** The first variant of the application: every variant in it shares the grouping key. */
  vehicle: VehicleProfile
  /** The application's grouping key (e.g. the bulb type for headlight bulbs). */
  key: string
  /** Seeded per application, so every brand's article for it gets the same sizes. */
  random: Random
}

export interface PartType {
  /** Stable code name; picks the pictogram of the part type's picture (services/part-image.ts). */
  key: string
  id: number
  /** `true`: `id` is a TecDoc generic-article id; otherwise a local id ≥ 900001. */
  tecdoc: boolean
  nameNo: string
  nameEn: string
  /** Relative share of the article mix. */
  weight: number
  /** Price range in whole kroner incl. 25 % MVA. */
  priceKr: readonly [min: number, max: number]
  fit: FitRule
  /** Separate articles per variant: axles, sides, or product lines; see `DescribeContext`. */
  variants?: readonly string[]
  /** Brand → its article-number formats (syntax in article-numbers.ts), in rotation order. */
  brands: Readonly<Record<string, readonly string[]>>
  describe: (context: DescribeContext) => Description
  /** Whether vehicle makers' OE numbers are listed (not for oils and universal bulbs). */
  oe?: boolean
}

export type Names = readonly [no: string, en: string]

/** A measured value: `measure(DIAMETER, 312, 'mm')`, `measure(GAP, 0.8, 'mm', 1)`. */
export function measure(names: Names, value: number, unit: string | null, decimals = 0): Criterion {
  const valueEn = value.toFixed(decimals)
  return { nameNo: names[0], nameEn: names[1], valueNo: valueEn.replace('.', ','), valueEn, unit }
}

/** A worded value: `label(DISC_TYPE, ['ventilert', 'vented'])`. */
export function label(names: Names, value: Names | string): Criterion {
  const [valueNo, valueEn] = typeof value === 'string' ? [value, value] : value
  return { nameNo: names[0], nameEn: names[1], valueNo, valueEn, unit: null }
}

const SIDE_NAMES: Record<string, Names> = {
  front: ['foran', 'front'],
  rear: ['bak', 'rear'],
  left: ['venstre', 'left'],
  right: ['høyre', 'right'],
}

const POSITION_NAMES: Record<string, Names> = {
  front: ['Foraksel', 'Front axle'],
  rear: ['Bakaksel', 'Rear axle'],
  left: ['Venstre', 'Left'],
  right: ['Høyre', 'Right'],
}

// Criterion names used by several part types.
export const C = {
  position: ['Monteringsside', 'Fitting position'],
  diameter: ['Diameter', 'Diameter'],
  outerDiameter: ['Ytre diameter', 'Outer diameter'],
  innerDiameter: ['Indre diameter', 'Inner diameter'],
  height: ['Høyde', 'Height'],
  width: ['Bredde', 'Width'],
  length: ['Lengde', 'Length'],
  thickness: ['Tykkelse', 'Thickness'],
  thread: ['Gjengemål', 'Thread size'],
  voltage: ['Spenning', 'Voltage'],
  power: ['Effekt', 'Power'],
  volume: ['Volum', 'Volume'],
  viscosity: ['Viskositet', 'Viscosity'],
  specification: ['Spesifikasjon', 'Specification'],
  design: ['Utførelse', 'Design'],
  teeth: ['Antall tenner', 'Number of teeth'],
  ribs: ['Antall ribber', 'Number of ribs'],
  contents: ['Innhold', 'Contents'],
  exchange: ['Utbyttedel', 'Exchange part'],
  emission: ['Utslippsklasse', 'Emission standard'],
  fuelType: ['Drivstofftype', 'Fuel type'],
} as const satisfies Record<string, Names>

export const YES: Names = ['ja', 'yes']

/** The variant's side or axle in words ("foran"); `fallback` stands in for a part without one. */
export const sideNames = (variant: string | null, fallback: string): Names =>
  SIDE_NAMES[variant ?? fallback] ?? ['', '']

/** The variant's side or axle as a fitting-position criterion ("Foraksel"). */
export const fittingPosition = (variant: string | null, fallback: string): Criterion =>
  label(C.position, POSITION_NAMES[variant ?? fallback] ?? ['', ''])

/** A metric thread, written M14x1,5 in Norwegian and M14x1.5 in English. */
export const thread = (size: string): Criterion => label(C.thread, [size, size.replace(',', '.')])

/** A number in [min, max] rounded to `step`: sizes that look like real catalogue sizes. */
export function sized(random: Random, min: number, max: number, step = 1): number {
  return Math.round((min + random() * (max - min)) / step) * step
}

/** Emission class of a variant from its first construction year (Euro 5 2009, Euro 6 2014). */
export function euroClass(from: number): string {
  if (from >= 201409) return 'Euro 6'
  if (from >= 200909) return 'Euro 5'
  return 'Euro 4'
}
