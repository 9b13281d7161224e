/**
 * Which 12 V battery a variant takes, by fuel, engine size and start-stop (from 2011 nearly
 * every new car in Norway had it). Electric cars and hybrids take a small auxiliary battery.
 * Japanese and Korean makes use JIS cases (taller, narrower) with their own terminals.
 * Rules of thumb for demo data, not the makers' battery specifications.
 */
import { z } from 'zod'
import caseTable from './battery-cases.json' with { type: 'json' }
import type { VehicleProfile } from './vehicles'

export type BatteryTechnology = 'AGM' | 'EFB' | 'STD'

export interface BatteryChoice {
  technology: BatteryTechnology
  ah: number
  jis: boolean
}

const START_STOP_FROM = 201101

export function batteryFor(vehicle: VehicleProfile): BatteryChoice {
  const jis = vehicle.jisBattery
  const ccm = vehicle.ccm ?? 0
  const big = vehicle.size === 'D' || vehicle.size === 'E' || vehicle.size === 'V'
  const startStop = vehicle.from >= START_STOP_FROM
  switch (vehicle.fuel) {
    case 'electric':
      return { technology: 'AGM', ah: vehicle.size === 'A' || vehicle.size === 'B' ? 35 : 45, jis }
    case 'hybrid':
      return { technology: 'AGM', ah: 45, jis }
    case 'plug-in hybrid':
      return { technology: 'AGM', ah: big ? 70 : 60, jis }
    case 'diesel':
      if (!startStop) return { technology: 'STD', ah: ccm >= 2400 ? 95 : 74, jis }
      if (ccm > 2500 || vehicle.size === 'E' || vehicle.size === 'V')
        return { technology: 'AGM', ah: 95, jis }
      return big ? { technology: 'AGM', ah: 80, jis } : { technology: 'EFB', ah: 70, jis }
    default:
      if (!startStop)
        return { technology: 'STD', ah: ccm <= 1400 ? 44 : ccm <= 2000 ? 60 : 74, jis }
      if (ccm <= 1400) return { technology: 'EFB', ah: 60, jis }
      if (ccm <= 2000)
        return big ? { technology: 'AGM', ah: 70, jis } : { technology: 'EFB', ah: 65, jis }
      return { technology: 'AGM', ah: 80, jis }
  }
}

/** Largest capacity (Ah) the case takes, its code, and length × width × height in mm. */
type CaseRow = readonly [maxAh: number, code: string, l: number, w: number, h: number]

const caseRows = z.array(z.tuple([z.number(), z.string(), z.number(), z.number(), z.number()]))
/** Case sizes, smallest first: EN (DIN) boxes and JIS codes. */
const CASES: Readonly<Record<'EN' | 'JIS', readonly CaseRow[]>> = z
  .object({ EN: caseRows, JIS: caseRows })
  .parse(caseTable)

export function batteryCase(choice: BatteryChoice): {
  code: string
  l: number
  w: number
  h: number
} {
  const table = CASES[choice.jis ? 'JIS' : 'EN']
  const row = table.find(([maxAh]) => choice.ah <= maxAh) ?? table[table.length - 1]
  if (!row) throw new Error('no battery case')
  const [, code, l, w, h] = row
  return { code, l, w, h }
}

/** Cold cranking current (EN), A: AGM and EFB batteries crank harder per Ah. */
export function coldCrankingAmps(choice: BatteryChoice): number {
  const perAh = choice.technology === 'AGM' ? 10.8 : choice.technology === 'EFB' ? 10 : 9
  return Math.round((choice.ah * perAh) / 10) * 10
}

/**
 * The first three digits of a European type number (ETN): 5 + Ah for 12 V batteries below
 * 100 Ah, 6 + (Ah − 100) above. Varta prints it first in its article numbers (560 408 054 = 60 Ah).
 */
export function etnPrefix(ah: number): string {
  return ah < 100 ? `5${String(ah).padStart(2, '0')}` : `6${String(ah - 100).padStart(2, '0')}`
}
