import { describe, expect, it } from 'vitest'
import { MAKES, SERIES } from './vehicle-table'
import { buildVehicles, kwToHp } from './vehicles'

const { manufacturers, modelSeries, vehicles, profiles } = buildVehicles()

const yyyymm = (value: number | null | undefined) =>
  value === null ||
  value === undefined ||
  (value >= 197001 && value <= 203012 && value % 100 >= 1 && value % 100 <= 12)

function variantsOf(make: string, series: string) {
  const manuId = manufacturers.find((m) => m.manuName === make)?.manuId
  const model = modelSeries.find((m) => m.manuId === manuId && m.modelname.startsWith(series))
  return vehicles.filter((v) => v.modelId === model?.modelId)
}

describe('the vehicle reference table', () => {
  it('lists makes once and every series under a listed make', () => {
    expect(new Set(MAKES.map(([name]) => name)).size).toBe(MAKES.length)
    const makes = new Set(MAKES.map(([name]) => name))
    expect(SERIES.filter(([make]) => !makes.has(make))).toEqual([])
  })

  it('writes construction dates as yyyymm, variants within their series', () => {
    const seriesById = new Map(modelSeries.map((m) => [m.modelId, m]))
    for (const v of vehicles) {
      const series = seriesById.get(v.modelId)
      expect(yyyymm(v.yearOfConstrFrom) && yyyymm(v.yearOfConstrTo), v.typeName).toBe(true)
      expect(v.yearOfConstrFrom).toBeGreaterThanOrEqual(series?.yearOfConstrFrom ?? 0)
      if (v.yearOfConstrTo !== null && v.yearOfConstrTo !== undefined) {
        expect(v.yearOfConstrTo).toBeGreaterThanOrEqual(v.yearOfConstrFrom)
        if (series?.yearOfConstrTo)
          expect(v.yearOfConstrTo).toBeLessThanOrEqual(series.yearOfConstrTo)
      } else {
        expect(series?.yearOfConstrTo ?? null).toBeNull()
      }
    }
  })

  it('gives electric cars no displacement and every other variant one', () => {
    for (const v of vehicles) {
      if (v.fuel === 'electric') expect(v.ccmTech).toBeNull()
      else expect(v.ccmTech ?? 0).toBeGreaterThan(500)
      expect(v.powerKwFrom).toBeGreaterThan(20)
      expect(v.powerHpFrom).toBe(kwToHp(v.powerKwFrom))
    }
  })

  it('derives ids from the table order: carId = modelId × 100 + n, modelId = manuId × 100 + n', () => {
    expect(manufacturers[0]).toEqual({ manuId: 1, manuName: 'Audi' })
    for (const v of vehicles) expect(Math.floor(v.carId / 100)).toBe(v.modelId)
    for (const m of modelSeries) expect(Math.floor(m.modelId / 100)).toBe(m.manuId)
  })

  it('knows the Golf VII engines a Norwegian mechanic sees every week', () => {
    const golf = variantsOf('Volkswagen', 'Golf VII (5G1')
    const codes = golf.map((v) => v.motorCode)
    expect(codes).toEqual(expect.arrayContaining(['CLHA', 'CXXB', 'CRBC', 'CPTA', 'EAZ']))
    const eGolf = golf.find((v) => v.motorCode === 'EAZ')
    expect(eGolf).toMatchObject({
      typeName: 'e-Golf',
      powerKwFrom: 100,
      powerHpFrom: 136,
      fuel: 'electric',
      ccmTech: null,
    })
    expect(golf.find((v) => v.motorCode === 'CLHA')).toMatchObject({
      ccmTech: 1598,
      powerKwFrom: 77,
      fuel: 'diesel',
    })
  })

  it('has the RAV4 hybrid, the Leaf generations, Tesla Model 3/Y and the Outlander PHEV', () => {
    expect(
      variantsOf('Toyota', 'RAV 4 V').some(
        (v) => v.motorCode === 'A25A-FXS' && v.fuel === 'hybrid',
      ),
    ).toBe(true)
    expect(variantsOf('Nissan', 'Leaf (ZE0)').length).toBeGreaterThan(0)
    expect(variantsOf('Nissan', 'Leaf (ZE1)').length).toBeGreaterThan(0)
    expect(variantsOf('Tesla', 'Model 3').every((v) => v.fuel === 'electric')).toBe(true)
    expect(variantsOf('Tesla', 'Model Y').length).toBeGreaterThan(0)
    expect(variantsOf('Mitsubishi', 'Outlander III').some((v) => v.fuel === 'plug-in hybrid')).toBe(
      true,
    )
  })

  it('uses every fuel and gives plug-in and electric cars a charging inlet', () => {
    expect(new Set(vehicles.map((v) => v.fuel))).toEqual(
      new Set(['petrol', 'diesel', 'hybrid', 'plug-in hybrid', 'electric']),
    )
    for (const p of profiles)
      expect(p.inlet !== null).toBe(p.fuel === 'electric' || p.fuel === 'plug-in hybrid')
    expect(profiles.find((p) => p.modelname === 'Leaf (ZE0)')?.inlet).toBe('type1')
  })
})
