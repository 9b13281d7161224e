/**
 * VINs (ISO 3779, 49 CFR 565). Only the format is ever a reason to refuse one: European makers
 * need not fill the check digit or year (the real Norwegian Golf `WVWZZZAUZH8950429` fails it).
 */
import { z } from 'zod'

export const VIN_LENGTH = 17

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

export const vinSchema = z
  .string({ error: 'A VIN is required.' })
  .trim()
  .toUpperCase()
  .superRefine((vin, ctx) => {
    const problem = vinProblem(vin)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export function vinProblem(vin: string): string | null {
  if (vin.length === 0) return 'A VIN is required.'
  const forbidden = /[IOQ]/.exec(vin)
  if (forbidden) {
    return `A VIN never contains the letters I, O or Q (found ${forbidden[0]} at position ${forbidden.index + 1}).`
  }
  const other = /[^A-Z0-9]/.exec(vin)
  if (other) {
    return `A VIN holds only letters and digits (found "${other[0]}" at position ${other.index + 1}).`
  }
  if (vin.length !== VIN_LENGTH) {
    return `A VIN has ${VIN_LENGTH} characters; this one has ${vin.length}.`
  }
  return VIN_PATTERN.test(vin) ? null : 'This is not a VIN.'
}

/** From the published WMI tables; a code missing here makes the VIN "unknown", never wrong. */
const WMI_MAKES: Readonly<Record<string, string>> = {
  WVW: 'Volkswagen',
  WV1: 'Volkswagen',
  WV2: 'Volkswagen',
  WVG: 'Volkswagen',
  WAU: 'Audi',
  WA1: 'Audi',
  TRU: 'Audi',
  TMB: 'Škoda',
  // SEAT; Cupra cars carry SEAT's code too (see `SHARED_WMI`)
  VSS: 'Seat',
  WBA: 'BMW',
  WBS: 'BMW',
  WBY: 'BMW',
  WMW: 'Mini',
  WDB: 'Mercedes-Benz',
  WDC: 'Mercedes-Benz',
  WDD: 'Mercedes-Benz',
  W1K: 'Mercedes-Benz',
  W1N: 'Mercedes-Benz',
  YV1: 'Volvo',
  YV4: 'Volvo',
  YSM: 'Polestar',
  LPS: 'Polestar',
  JTD: 'Toyota',
  JTE: 'Toyota',
  JTM: 'Toyota',
  JTN: 'Toyota',
  JT2: 'Toyota',
  SB1: 'Toyota',
  NMT: 'Toyota',
  VNK: 'Toyota',
  JTH: 'Lexus',
  JTJ: 'Lexus',
  '5YJ': 'Tesla',
  '7SA': 'Tesla',
  LRW: 'Tesla',
  XP7: 'Tesla',
  SJN: 'Nissan',
  JN1: 'Nissan',
  JN8: 'Nissan',
  KMH: 'Hyundai',
  TMA: 'Hyundai',
  KNA: 'Kia',
  KND: 'Kia',
  KNE: 'Kia',
  U5Y: 'Kia',
  VF3: 'Peugeot',
  VR3: 'Peugeot',
  VF7: 'Citroën',
  VR7: 'Citroën',
  VF1: 'Renault',
  UU1: 'Dacia',
  WF0: 'Ford',
  W0L: 'Opel',
  W0V: 'Opel',
  JMZ: 'Mazda',
  JMB: 'Mitsubishi',
  JF1: 'Subaru',
  JF2: 'Subaru',
  SHH: 'Honda',
  SHS: 'Honda',
  JHM: 'Honda',
  ZFA: 'Fiat',
  SAL: 'Land Rover',
  SAJ: 'Jaguar',
  SAD: 'Jaguar',
  WP0: 'Porsche',
  WP1: 'Porsche',
  TSM: 'Suzuki',
  JSA: 'Suzuki',
}

const SHARED_WMI: Readonly<Record<string, string>> = {
  VSS: 'Cupra cars carry the same maker code as SEAT.',
}

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'
const FIRST_CYCLE_START = 1980
const YEAR_CYCLE = 30

/** 49 CFR 565.15: letter values and position weights of the check digit. */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
}
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

export type CheckDigitResult = 'valid' | 'invalid' | 'not-applicable'

export interface DecodedVin {
  vin: string
  wmi: string
  make: string | null
  model: string | null
  modelYears: number[]
  checkDigit: CheckDigitResult
  warnings: string[]
}

export function expectedCheckDigit(vin: string): string {
  let sum = 0
  for (let i = 0; i < VIN_LENGTH; i++) {
    const char = vin.charAt(i)
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0)
    sum += value * (WEIGHTS[i] ?? 0)
  }
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

export function modelYearCandidates(code: string, latestYear: number): number[] {
  const index = YEAR_CODES.indexOf(code)
  if (code.length !== 1 || index < 0) return []
  const years: number[] = []
  for (let year = FIRST_CYCLE_START + index; year <= latestYear; year += YEAR_CYCLE) {
    years.push(year)
  }
  return years
}

/** Next year is believed: cars are sold as next year's models from the summer on. */
export function decodeVin(vin: string, today: Date = new Date()): DecodedVin {
  const warnings: string[] = []
  const wmi = vin.charAt(2) === '9' ? vin.slice(0, 3) + vin.slice(11, 14) : vin.slice(0, 3)
  const make = WMI_MAKES[vin.slice(0, 3)] ?? null
  const shared = SHARED_WMI[vin.slice(0, 3)]
  if (shared) warnings.push(shared)

  const modelYears = modelYearCandidates(vin.charAt(9), today.getUTCFullYear() + 1)
  if (modelYears.length === 0) {
    warnings.push(`Position 10 ("${vin.charAt(9)}") is not a model-year code.`)
  }

  let checkDigit: CheckDigitResult = 'not-applicable'
  if (isNorthAmerican(vin)) {
    const expected = expectedCheckDigit(vin)
    checkDigit = vin.charAt(8) === expected ? 'valid' : 'invalid'
    if (checkDigit === 'invalid') {
      warnings.push(
        `The check digit (position 9) is ${vin.charAt(8)} but should be ${expected}: the VIN may be mistyped.`,
      )
    }
  }
  return {
    vin,
    wmi,
    make,
    model: make ? modelFamily(make, vin) : null,
    modelYears,
    checkDigit,
    warnings,
  }
}

function isNorthAmerican(vin: string): boolean {
  return /^[1-5]/.test(vin)
}

/** VW's European VINs give the type code in positions 7–8; only codes naming one generation are listed. */
const VW_TYPE_CODES: Readonly<Record<string, string>> = {
  AU: 'Golf VII',
  CD: 'Golf VIII',
  AW: 'Polo VI',
  '6R': 'Polo V',
  '3G': 'Passat B8',
  E1: 'ID.3',
  E2: 'ID.4',
  A1: 'T-Roc',
  '3H': 'Arteon',
}

const TESLA_MODELS: Readonly<Record<string, string>> = {
  S: 'Model S',
  X: 'Model X',
  '3': 'Model 3',
  Y: 'Model Y',
}

function modelFamily(make: string, vin: string): string | null {
  if (make === 'Tesla') return TESLA_MODELS[vin.charAt(3)] ?? null
  if (make === 'Volkswagen' && vin.slice(3, 6) === 'ZZZ') {
    return VW_TYPE_CODES[vin.slice(6, 8)] ?? null
  }
  return null
}

export function isModelOfFamily(modelname: string, family: string): boolean {
  return modelname === family || modelname.startsWith(`${family} `)
}
