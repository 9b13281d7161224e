// Variants are grouped into applications by what decides the part mechanically; electric cars have
// no engine key, so never get oil filters or plugs.
import { batteryFor } from './battery-sizes'
import type { FitRule, PartType } from './part-type-model'
import type { VehicleProfile } from './vehicles'

export interface Application {
  partType: PartType
  variant: string | null
  key: string
  vehicles: VehicleProfile[]
}

const engineKey = (v: VehicleProfile) => `${v.engines}|${v.engineFuel}|${v.ccm}`
/** Most makers renewed their engines around 2012. */
function familyKey(v: VehicleProfile): string {
  const ccm = v.ccm ?? 0
  const size = ccm <= 1100 ? 'S' : ccm <= 1700 ? 'M' : ccm <= 2600 ? 'L' : 'XL'
  return `${v.engines}|${v.engineFuel}|${size}|${v.from < 201201 ? 'old' : 'new'}`
}
const conventional = (v: VehicleProfile) => v.fuel === 'petrol' || v.fuel === 'diesel'

export function applicationKey(
  rule: FitRule,
  v: VehicleProfile,
  variant: string | null,
): string | null {
  switch (rule) {
    case 'engine':
      return v.engineFuel ? engineKey(v) : null
    case 'engine-family':
      return v.engineFuel ? familyKey(v) : null
    case 'petrol-engine':
      return v.engineFuel === 'petrol' ? engineKey(v) : null
    case 'petrol-family':
      return v.engineFuel === 'petrol' ? familyKey(v) : null
    case 'diesel-family':
      return v.engineFuel === 'diesel' ? familyKey(v) : null
    case 'fuel-filter': // petrol filters sit in the tank on most cars from about 2012
      return v.engineFuel === 'diesel' || (v.fuel === 'petrol' && v.from < 201201)
        ? familyKey(v)
        : null
    case 'conventional-engine': // hybrids start and charge through their electric motors
      return conventional(v) ? engineKey(v) : null
    case 'clutch': // manual gearboxes; the most powerful versions are automatic only
      return conventional(v) && v.kW <= 200 ? `${engineKey(v)}|${Math.round(v.kW / 30)}` : null
    case 'belt-engine':
      return v.timingBelt ? engineKey(v) : null
    case 'chain-engine':
      return v.engineFuel && !v.timingBelt ? engineKey(v) : null
    case 'turbo-engine':
      return v.turbo ? `${engineKey(v)}|${v.kW}` : null
    case 'diesel-exhaust': // particulate filters came with Euro 5 (2009)
      return v.engineFuel === 'diesel' && v.from >= 200901 ? `${v.platform}|${engineKey(v)}` : null
    case 'petrol-exhaust':
      return v.engineFuel === 'petrol' ? `${v.platform}|${engineKey(v)}` : null
    case 'exhaust':
      return v.engineFuel ? `${v.modelId}|${v.engineFuel}` : null
    case 'maker-oil':
      return v.engineFuel ? `${v.engines}|${v.engineFuel}` : null
    case 'maker-fluid':
      return v.engines
    case 'gear-oil':
      return conventional(v) ? v.engines : null
    case 'brakes':
      return variant === 'rear' && v.rearDrum ? null : `${v.platform}|${v.brakeTier}`
    case 'drum-brakes':
      return v.rearDrum ? `${v.platform}|${v.brakeTier}` : null
    case 'chassis':
      return `${v.platform}|${v.size}|${v.brakeTier}`
    case 'platform': // MQB control arms and cabin filters fit Golf to Tiguan alike
      return v.platform
    case 'climate': // electric cars have electric AC compressors and their own cooling
      return `${v.platform}|${v.engineFuel ?? 'electric'}`
    case 'series':
      return String(v.modelId)
    case 'battery': {
      const battery = batteryFor(v)
      return `${battery.technology}|${battery.ah}|${battery.jis ? 'JIS' : 'EN'}|${v.engines}`
    }
    case 'bulb':
      return v.headlightBulb
    case 'charging': // Type 1 inlets charge single-phase (7.4 kW), Type 2 three-phase
      if (v.inlet === null) return null
      return (v.inlet === 'type1') === (variant === '7') ? v.inlet : null
  }
}

export function applicationsOf(
  partType: PartType,
  vehicles: readonly VehicleProfile[],
): Application[] {
  const applications: Application[] = []
  for (const variant of partType.variants ?? [null]) {
    const byKey = new Map<string, Application>()
    for (const vehicle of vehicles) {
      const key = applicationKey(partType.fit, vehicle, variant)
      if (key === null) continue
      const application = byKey.get(key)
      if (application) application.vehicles.push(vehicle)
      else byKey.set(key, { partType, variant, key, vehicles: [vehicle] })
    }
    applications.push(...byKey.values())
  }
  return applications
}
