// Seeded per application, so every brand's article for the same cars lists the same OE numbers.
// Realistic in form, not real references.
import { z } from 'zod'
import groupTable from './oe-groups.json' with { type: 'json' }
import { type Random, randomInt } from './seeded-random'
import type { VehicleProfile } from './vehicles'

export interface OeNumber {
  oeNumber: string
  brand: string
}

const GROUP_STYLES = [
  'vag',
  'bmw',
  'mercedes',
  'toyota',
  'hmg',
  'nissan',
  'honda',
  'subaru',
  'mazda',
  'psa',
  'mitsubishi',
  'suzuki',
] as const
type GroupStyle = (typeof GROUP_STYLES)[number]

const GROUPS: Readonly<Record<string, Partial<Record<GroupStyle, string>>>> = z
  .record(z.string(), z.partialRecord(z.enum(GROUP_STYLES), z.string()))
  .parse(groupTable)

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => randomInt(random, 0, 9)).join('')
const letters = (random: Random, count: number) =>
  Array.from({ length: count }, () => LETTERS[randomInt(random, 0, LETTERS.length - 1)]).join('')
const tail = (random: Random, count: number) =>
  Array.from({ length: count }, () =>
    random() < 0.25 ? letters(random, 1) : digits(random, 1),
  ).join('')

function group(style: GroupStyle, partKey: string, variant: string | null, length: number): string {
  const codes = GROUPS[partKey]?.[style]
  if (codes) {
    const [front, rear] = codes.split('/')
    return (variant === 'rear' && rear ? rear : front) ?? ''
  }
  let hash = 0
  for (const char of `${style}${partKey}`) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007
  return String(hash % 10 ** length).padStart(length, '0')
}

const VAG_PLATFORM: Record<string, string> = {
  MQB: '5Q0',
  'MQB-evo': '5WA',
  'MQB-A0': '2Q0',
  PQ25: '6R0',
  PQ26: '6V0',
  PQ35: '1K0',
  PQ46: '3C0',
  MLB: '8K0',
  'MLB-evo': '8W0',
  MEB: '1EA',
  NSF: '1S0',
  T5: '7H0',
  T6: '7E0',
  Crafter: '2N0',
  Amarok: '2H0',
  J1: '9J1',
}
const VAG_ENGINE_GROUPS = new Set(['115', '129', '127', '903', '911', '905', '121', '198', '260'])

function vagPrefix(vehicle: VehicleProfile, groupCode: string): string {
  if (VAG_ENGINE_GROUPS.has(groupCode) && vehicle.engineFuel) {
    if (vehicle.engineFuel === 'diesel') return vehicle.from >= 201301 ? '04L' : '03L'
    if ((vehicle.ccm ?? 0) >= 1800) return '06K'
    return vehicle.from >= 201701 ? '05E' : vehicle.from >= 201201 ? '04E' : '03C'
  }
  return VAG_PLATFORM[vehicle.platform] ?? '000'
}

function mercedesBase(vehicle: VehicleProfile): string {
  const engine = vehicle.motorCode?.match(/\d{3}/)?.[0]
  const model = vehicle.modelname.match(/\([A-Z]?(\d{3})\)/)?.[1]
  return engine ?? model ?? '000'
}

const MAZDA_CHASSIS: Record<string, string> = {
  BM: 'BHN1',
  BP: 'BCJH',
  GJ: 'GHP9',
  KE: 'KD35',
  KF: 'KB7W',
  DR: 'DN4E',
  KH: 'K1CA',
}

function oeNumber(
  style: string,
  partKey: string,
  vehicle: VehicleProfile,
  variant: string | null,
  random: Random,
): string | null {
  switch (style) {
    case 'vag': {
      const code = group('vag', partKey, variant, 3)
      const number = variant === 'rear' && code === '615' ? '601' : digits(random, 3)
      const suffix = random() < 0.6 ? ` ${letters(random, random() < 0.8 ? 1 : 2)}` : ''
      return `${vagPrefix(vehicle, code)} ${code} ${number}${suffix}`
    }
    case 'bmw': {
      const code = group('bmw', partKey, variant, 4)
      return `${code.slice(0, 2)} ${code.slice(2)} ${randomInt(random, 6, 8)} ${digits(random, 3)} ${digits(random, 3)}`
    }
    case 'mercedes':
      return `A ${mercedesBase(vehicle)} ${group('mercedes', partKey, variant, 3)} ${digits(random, 2)} ${digits(random, 2)}`
    case 'toyota':
    case 'hmg':
    case 'nissan':
      return `${group(style, partKey, variant, 5)}-${tail(random, 5)}`
    case 'renault':
      return random() < 0.5
        ? `8200${digits(random, 6)}`
        : `${group('nissan', partKey, variant, 5)}${digits(random, 4)}R`
    case 'honda':
      return `${group('honda', partKey, variant, 5)}-${letters(random, 3)}-${digits(random, 3)}`
    case 'subaru':
      return `${group('subaru', partKey, variant, 5)}${letters(random, 2)}${digits(random, 3)}`
    case 'suzuki':
      return `${group('suzuki', partKey, variant, 5)}-${digits(random, 2)}${letters(random, 1)}${digits(random, 2)}`
    case 'mitsubishi':
      return `${group('mitsubishi', partKey, variant, 4)}A${digits(random, 3)}`
    case 'mazda': {
      const chassis = MAZDA_CHASSIS[vehicle.platform] ?? 'PE01'
      return `${chassis}-${group('mazda', partKey, variant, 2)}-${tail(random, 3)}${random() < 0.5 ? 'A' : ''}`
    }
    case 'psa':
      return random() < 0.7
        ? `${group('psa', partKey, variant, 4)}.${tail(random, 2)}`
        : `98${digits(random, 8)}`
    case 'volvo':
      return `${vehicle.from < 201001 ? '30' : vehicle.from < 201801 ? '31' : '32'}${digits(random, 6)}`
    case 'ford':
      return `${randomInt(random, 1, 2)} ${digits(random, 3)} ${digits(random, 3)}`
    case 'gm':
      return `${random() < 0.5 ? '13' : '55'}${digits(random, 6)}`
    case 'jlr':
      return `LR${digits(random, 6)}`
    case 'fiat':
      return `${random() < 0.5 ? '5' : '46'}${digits(random, random() < 0.5 ? 7 : 6)}`
    case 'mg':
      return `10${digits(random, 6)}`
    case 'tesla':
      return `${randomInt(random, 1, 2)}${digits(random, 6)}-0${randomInt(random, 0, 2)}-${letters(random, 1)}`
    default:
      return null
  }
}

export function oeNumbersFor(
  partKey: string,
  vehicles: readonly VehicleProfile[],
  variant: string | null,
  random: Random,
): OeNumber[] {
  const seen = new Set<string>()
  const result: OeNumber[] = []
  for (const vehicle of vehicles) {
    if (vehicle.oe === null || seen.has(vehicle.oe) || seen.size >= 3) continue
    seen.add(vehicle.oe)
    const count = random() < 0.4 ? 2 : 1
    for (let i = 0; i < count; i++) {
      const number = oeNumber(vehicle.oe, partKey, vehicle, variant, random)
      if (number && !result.some((oe) => oe.oeNumber === number))
        result.push({ oeNumber: number, brand: vehicle.make })
    }
  }
  return result
}
