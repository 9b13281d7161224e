import { describe, expect, it } from 'vitest'
import {
  formatConstructionSpan,
  modelSeriesLabel,
  variantLabel,
  vinCandidateOptions,
} from './vehicle-labels'
import type { VinCandidate, VinVehicle } from './vehicle-options'
import { golfTdi } from '../../test/golf-vehicle'

describe('vehicle labels', () => {
  it('shows yyyymm dates as month and year in the page language', () => {
    expect(formatConstructionSpan(201208, 202012, 'en', 'present')).toBe('Aug 2012 – Dec 2020')
    expect(formatConstructionSpan(201208, 202012, 'no', 'nå')).toMatch(
      /^aug\.? 2012 – des\.? 2020$/,
    )
  })

  it('says the model series is still produced when it has no end date', () => {
    const rav4 = { modelId: 1, modelname: 'RAV4 V', yearOfConstrFrom: 201812, yearOfConstrTo: null }
    expect(modelSeriesLabel(rav4, 'en', 'present')).toBe('RAV4 V (Dec 2018 – present)')
  })

  it('names a variant with cm³, power, years and engine code, N/A without a code', () => {
    const tdi = { ...golfTdi, carId: 1 }
    expect(variantLabel(tdi, 'en', { present: 'present', hp: 'hp' })).toBe(
      '1.6 TDI, 1598 cm³, 77 kW / 105 hp, Aug 2012 – Mar 2017, CLHA',
    )
    expect(
      variantLabel({ carId: 2, typeName: 'e-Golf', motorCode: null }, 'en', {
        present: 'present',
        hp: 'hp',
      }),
    ).toBe('e-Golf, N/A')
  })

  it("names a VIN's variants by make, model, engine and years, once each", () => {
    const golf = { modelname: 'Golf VII (5G1, BQ1, BE1, BE2)', yearOfConstrTo: 202012 }
    const candidate = (carId: number, more: Partial<VinCandidate>): VinCandidate => ({
      ...golf,
      carId,
      typeName: '1.2 TSI',
      powerKwFrom: 77,
      motorCode: 'CJZA',
      yearOfConstrFrom: 201208,
      ...more,
    })
    const vehicle: VinVehicle = {
      vin: 'WVWZZZAUZEW123456',
      label: 'Volkswagen',
      carId: null,
      make: 'Volkswagen',
      manuId: 32,
      modelYears: [1984, 2014],
      variants: [
        candidate(1, { powerKwFrom: 63, motorCode: 'CJZB' }),
        candidate(2, {}),
        // The same engine listed twice by the catalogue: one option.
        candidate(3, {}),
        candidate(4, { modelname: 'Golf VII Variant (BA5, BV5)', yearOfConstrFrom: 201304 }),
        candidate(5, {
          modelname: 'Golf VIII (CD1)',
          yearOfConstrFrom: 201912,
          yearOfConstrTo: null,
          motorCode: null,
        }),
        candidate(6, { typeName: 'GTE', yearOfConstrFrom: 201409, yearOfConstrTo: 201412 }),
      ],
    }
    expect(vinCandidateOptions(vehicle, 'present')).toEqual([
      { carId: 1, label: 'Volkswagen Golf VII 1.2 TSI 63 kW CJZB (2012–2020)' },
      { carId: 2, label: 'Volkswagen Golf VII 1.2 TSI 77 kW CJZA (2012–2020)' },
      { carId: 4, label: 'Volkswagen Golf VII Variant 1.2 TSI 77 kW CJZA (2013–2020)' },
      { carId: 5, label: 'Volkswagen Golf VIII 1.2 TSI 77 kW (2019–present)' },
      { carId: 6, label: 'Volkswagen Golf VII GTE 77 kW CJZA (2014)' },
    ])
  })
})
