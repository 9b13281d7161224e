import type { Random } from './seeded-random'
import type { VehicleProfile } from './vehicles'

export function partImageUrl(partTypeId: number): string {
  return `/part-images/${partTypeId}.svg`
}

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

export interface Criterion {
  nameNo: string
  nameEn: string
  valueNo: string
  valueEn: string
  unit: string | null
}

export interface Description {
  no?: string
  en?: string
  criteria: Criterion[]
  form?: string
  numberParts?: Record<string, string>
  priceLevel?: number
  tags?: string[]
}

export interface DescribeContext {
  variant: string | null
  vehicle: VehicleProfile
  key: string
  /** Seeded per application, so every brand's article for it gets the same sizes. */
  random: Random
}

export interface PartType {
  key: string
  id: number
  tecdoc: boolean // else a local id ≥ 900001
  nameNo: string
  nameEn: string
  weight: number
  priceKr: readonly [min: number, max: number] // whole kroner incl. MVA
  fit: FitRule
  variants?: readonly string[]
  brands: Readonly<Record<string, readonly string[]>>
  describe: (context: DescribeContext) => Description
  oe?: boolean
}

export type Names = readonly [no: string, en: string]

export function measure(names: Names, value: number, unit: string | null, decimals = 0): Criterion {
  const valueEn = value.toFixed(decimals)
  return { nameNo: names[0], nameEn: names[1], valueNo: valueEn.replace('.', ','), valueEn, unit }
}

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

export const sideNames = (variant: string | null, fallback: string): Names =>
  SIDE_NAMES[variant ?? fallback] ?? ['', '']

export const fittingPosition = (variant: string | null, fallback: string): Criterion =>
  label(C.position, POSITION_NAMES[variant ?? fallback] ?? ['', ''])

export const thread = (size: string): Criterion => label(C.thread, [size, size.replace(',', '.')])

export function sized(random: Random, min: number, max: number, step = 1): number {
  return Math.round((min + random() * (max - min)) / step) * step
}

export function euroClass(from: number): string {
  if (from >= 201409) return 'Euro 6'
  if (from >= 200909) return 'Euro 5'
  return 'Euro 4'
}
