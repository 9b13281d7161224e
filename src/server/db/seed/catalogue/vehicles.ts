// Ids come from the table order, stable while rows are only appended: carId = modelId × 100 +
// variant (Golf VII 1.6 TDI is 320507).
import type { manufacturers, modelSeries, vehicles } from '../../schema'
import {
  brakeTier,
  hasRearDrums,
  hasTimingBelt,
  headlightBulb,
  isTurbo,
} from './vehicle-heuristics'
import {
  type EngineFuel,
  type EngineGroup,
  type Fuel,
  type FuelCode,
  MAKES,
  type OeStyle,
  SERIES,
  type SizeClass,
} from './vehicle-table'

export type ManufacturerRow = typeof manufacturers.$inferInsert
export type ModelSeriesRow = typeof modelSeries.$inferInsert
export type VehicleRow = typeof vehicles.$inferInsert

const FUELS: Record<FuelCode, readonly [Fuel, EngineFuel | null]> = {
  P: ['petrol', 'petrol'],
  D: ['diesel', 'diesel'],
  H: ['hybrid', 'petrol'],
  HD: ['hybrid', 'diesel'],
  PH: ['plug-in hybrid', 'petrol'],
  PHD: ['plug-in hybrid', 'diesel'],
  E: ['electric', null],
}

const JIS_BATTERY_STYLES = new Set<OeStyle | null>([
  'toyota',
  'honda',
  'mazda',
  'subaru',
  'mitsubishi',
  'nissan',
  'suzuki',
  'hmg',
])

export interface VehicleProfile {
  carId: number
  modelId: number
  make: string
  modelname: string
  oe: OeStyle | null
  engines: EngineGroup
  platform: string
  size: SizeClass
  typeName: string
  fuel: Fuel
  engineFuel: EngineFuel | null
  ccm: number | null
  kW: number
  from: number
  to: number | null
  motorCode: string | null
  inlet: 'type1' | 'type2' | null
  jisBattery: boolean
  brakeTier: number
  rearDrum: boolean
  turbo: boolean
  timingBelt: boolean
  headlightBulb: string | null // null: LED, no bulb to change
}

export interface VehicleData {
  manufacturers: ManufacturerRow[]
  modelSeries: ModelSeriesRow[]
  vehicles: VehicleRow[]
  profiles: VehicleProfile[]
}

export const kwToHp = (kW: number): number => Math.round(kW * 1.35962)

export function buildVehicles(): VehicleData {
  const data: VehicleData = { manufacturers: [], modelSeries: [], vehicles: [], profiles: [] }
  const makeIds = new Map<string, number>()
  MAKES.forEach(([manuName], index) => {
    makeIds.set(manuName, index + 1)
    data.manufacturers.push({ manuId: index + 1, manuName })
  })
  const seriesPerMake = new Map<string, number>()
  for (const [make, modelname, from, to, platform, size, variants, options] of SERIES) {
    const manuId = makeIds.get(make)
    const makeRow = MAKES[(manuId ?? 0) - 1]
    if (manuId === undefined || makeRow === undefined) throw new Error(`Unknown make ${make}`)
    const seriesNumber = (seriesPerMake.get(make) ?? 0) + 1
    seriesPerMake.set(make, seriesNumber)
    const modelId = manuId * 100 + seriesNumber
    data.modelSeries.push({
      modelId,
      manuId,
      modelname,
      yearOfConstrFrom: from,
      yearOfConstrTo: to,
    })
    variants.forEach(([typeName, kW, ccm, code, motorCode, vFrom, vTo], index) => {
      const carId = modelId * 100 + index + 1
      const [fuel, engineFuel] = FUELS[code]
      const variantFrom = vFrom ?? from
      const variantTo = vTo === undefined ? to : vTo
      data.vehicles.push({
        carId,
        modelId,
        typeName,
        yearOfConstrFrom: variantFrom,
        yearOfConstrTo: variantTo,
        ccmTech: ccm,
        powerKwFrom: kW,
        powerHpFrom: kwToHp(kW),
        fuel,
        motorCode,
      })
      const engines = options?.engines ?? makeRow[1]
      const plugs = fuel === 'electric' || fuel === 'plug-in hybrid'
      data.profiles.push({
        carId,
        modelId,
        make,
        modelname,
        oe: makeRow[2],
        engines,
        platform,
        size,
        typeName,
        fuel,
        engineFuel,
        ccm,
        kW,
        from: variantFrom,
        to: variantTo,
        motorCode,
        inlet: plugs ? (options?.inlet ?? 'type2') : null,
        jisBattery: JIS_BATTERY_STYLES.has(makeRow[2]),
        brakeTier: brakeTier(size, kW, fuel),
        rearDrum: hasRearDrums(size, kW, platform),
        turbo: isTurbo(typeName, kW, ccm, fuel, engineFuel),
        timingBelt: hasTimingBelt(engines, engineFuel, ccm, variantFrom),
        headlightBulb: headlightBulb(modelname, from, size),
      })
    })
  }
  return data
}
