/** Rules of thumb to make demo fitment plausible; not the makers' data. */
import { hashString } from './seeded-random'
import type { EngineFuel, EngineGroup, Fuel, SizeClass } from './vehicle-table'

const SIZE_TIER: Record<SizeClass, number> = { A: 0, B: 0, C: 1, D: 2, E: 3, V: 3 }

export function brakeTier(size: SizeClass, kW: number, fuel: Fuel): number {
  let tier = SIZE_TIER[size]
  if (kW > 140) tier++
  if (kW > 220) tier++
  if (fuel === 'electric' && (size === 'D' || size === 'E')) tier++
  return Math.min(tier, 4)
}

export function hasRearDrums(size: SizeClass, kW: number, platform: string): boolean {
  return size === 'A' || (size === 'B' && kW <= 70) || (platform === 'MEB' && kW < 210)
}

const TURBO_NAME =
  /TSI|TFSI|T-GDI|Turbo|EcoBoost|THP|TCe|DIG-T|Boosterjet|GTE|eHybrid|e-Hybrid|E-Hybrid|Twin Engine|\bT[3-8]\b|\bB[45]\b|\d ?e(?![-\w])|\bP\d{3}e?\b|\d{3}t\b|Cooper S|PureTech 1[0-3]0|Hybrid4|Hybrid (180|225)|\d T\b/

export function isTurbo(
  typeName: string,
  kW: number,
  ccm: number | null,
  fuel: Fuel,
  engineFuel: EngineFuel | null,
): boolean {
  if (engineFuel === null || ccm === null) return false
  if (engineFuel === 'diesel' || TURBO_NAME.test(typeName)) return true
  return fuel === 'petrol' && (kW * 1000) / ccm > 64
}

const BELT_FAMILIES = new Set<EngineGroup>(['VOLVO', 'PSA', 'FORD', 'FIAT', 'GM'])

export function hasTimingBelt(
  engines: EngineGroup,
  engineFuel: EngineFuel | null,
  ccm: number | null,
  from: number,
): boolean {
  if (engineFuel === null || ccm === null) return false
  switch (engines) {
    case 'VAG': // EA189/EA288 diesels and EA211 petrols (2012 on) have belts; EA888 a chain
      return engineFuel === 'diesel' || (ccm < 1600 && from >= 201201)
    case 'RN': // K9K and F9Q diesels, K4M petrol: belt; R9M, M9R, H-series: chain
      return engineFuel === 'diesel' ? ccm === 1461 || ccm === 1870 : ccm === 1598 && from < 201201
    default:
      return BELT_FAMILIES.has(engines) && !(engines === 'PSA' && ccm === 1598)
  }
}

/** From a hash of the series name: stable, not seeded. */
export function headlightBulb(modelname: string, from: number, size: SizeClass): string | null {
  const roll = hashString(modelname) % 100
  if (from >= 201801 && roll < 70) return null
  if (size === 'A' || size === 'B') return roll % 3 === 0 ? 'H4' : 'H7'
  if ((size === 'D' || size === 'E') && roll % 4 === 0) return roll % 8 === 0 ? 'D1S' : 'D3S'
  return ['H7', 'H7', 'H7', 'H11', 'H1'][roll % 5] ?? 'H7'
}
