/**
 * Which 12 V battery a variant takes, by fuel, engine size and start-stop (from 2011 nearly
 * every new car in Norway had it). Electric cars and hybrids take a small auxiliary battery.
 * Japanese and Korean makes use JIS cases (taller, narrower) with their own terminals.
 * Rules of thumb for demo data, not the makers' battery specifications.
 */
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

/** Case sizes in mm (length × width × height): EN (DIN) boxes and JIS codes. */
/** Largest capacity (Ah) the case takes, its code, and length × width × height in mm. */
type CaseRow = readonly [maxAh: number, code: string, l: number, w: number, h: number]

const EN_CASES: readonly CaseRow[] = [
  [44, 'LB1', 207, 175, 175],
  [55, 'LB2', 242, 175, 175],
  [65, 'L2', 242, 175, 190],
  [74, 'L3', 278, 175, 190],
  [85, 'L4', 315, 175, 190],
  [200, 'L5', 353, 175, 190],
]
const JIS_CASES: readonly CaseRow[] = [
  [40, 'B19', 187, 127, 227],
  [50, 'B24', 238, 129, 227],
  [65, 'D23', 230, 172, 225],
  [74, 'D26', 260, 173, 225],
  [200, 'D31', 306, 173, 225],
]

export function batteryCase(choice: BatteryChoice): {
  code: string
  l: number
  w: number
  h: number
} {
  const table = choice.jis ? JIS_CASES : EN_CASES
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
