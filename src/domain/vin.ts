/**
 * Vehicle identification numbers (ISO 3779, 49 CFR 565), shared by client
 * and server: the format check (`vinSchema`) and what the VIN itself says (`decodeVin`) — the
 * make from its maker code (WMI), the candidate model years from position 10, the North
 * American check digit and, for a few makes whose codes are well documented, the model.
 * Only the format is ever a reason to refuse a VIN: European makers need not fill the check
 * digit or the year (the real Norwegian Golf `WVWZZZAUZH8950429` fails the check digit).
 */
import { z } from 'zod'

export const VIN_LENGTH = 17

/** Positions 1–17 as ISO 3779 uses them: letters and digits except I, O and Q. */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

/** A VIN as typed: surrounding spaces dropped, lower case accepted and upper-cased. */
export const vinSchema = z
  .string({ error: 'A VIN is required.' })
  .trim()
  .toUpperCase()
  .superRefine((vin, ctx) => {
    const problem = vinProblem(vin)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/** Why a (trimmed, upper-cased) text is not a VIN, in English; `null` when it is one. */
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

/**
 * Maker codes (positions 1–3) of the makes in the shop's catalogue, named as the catalogue
 * names them. From the published WMI tables and the makers' published codes; a
 * code missing here makes the VIN "unknown", never wrong.
 */
const WMI_MAKES: Readonly<Record<string, string>> = {
  // Volkswagen: cars, vans (WV1, WV2), SUVs (WVG)
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

/** Codes more than one make of the catalogue uses: the warning names the other. */
const SHARED_WMI: Readonly<Record<string, string>> = {
  VSS: 'Cupra cars carry the same maker code as SEAT.',
}

/** Position 10 → the first year of its 30-year cycle; I O Q U Z 0 unused. */
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
  /** Positions 1–3; for small makers (3rd character 9) followed by positions 12–14. */
  wmi: string
  /** The make as the catalogue names it; `null` for a maker code we do not know. */
  make: string | null
  /** The model family as the catalogue's model series begin ("Golf VII", "Model 3"), when the VIN says it reliably. */
  model: string | null
  /** Both years position 10 may mean, oldest first, none later than next year. */
  modelYears: number[]
  /** Only North American VINs (1st character 1–5) must carry a check digit. */
  checkDigit: CheckDigitResult
  /** English notes for the client and the log: never reasons to refuse the VIN. */
  warnings: string[]
}

/** The check digit position 9 should hold: '0'–'9' or 'X'. */
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

/** The years position 10 may stand for: one per 30-year cycle, up to `latestYear`. */
export function modelYearCandidates(code: string, latestYear: number): number[] {
  const index = YEAR_CODES.indexOf(code)
  if (code.length !== 1 || index < 0) return []
  const years: number[] = []
  for (let year = FIRST_CYCLE_START + index; year <= latestYear; year += YEAR_CYCLE) {
    years.push(year)
  }
  return years
}

/**
 * What a VIN says. Expects a valid VIN (through `vinSchema`); `today` sets the latest model
 * year believed (next year: cars are sold as next year's models from the summer on).
 */
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

/** North American maker codes start with 1–5 (USA, Canada, Mexico); the check digit is law there. */
function isNorthAmerican(vin: string): boolean {
  return /^[1-5]/.test(vin)
}

/**
 * Volkswagen's European VINs fill positions 4–6 with `ZZZ` and give the model's type code
 * in positions 7–8; only codes that name one generation are listed.
 */
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

/** Tesla position 4 is the model line, in every plant (Fremont, Shanghai, Berlin). */
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

/** Whether a catalogue model name ("Golf VII Variant (BA5, BV5)") belongs to a model family. */
export function isModelOfFamily(modelname: string, family: string): boolean {
  return modelname === family || modelname.startsWith(`${family} `)
}
