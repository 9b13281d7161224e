import { describe, expect, it } from 'vitest'
import {
  formatConstructionSpan,
  modelSeriesLabel,
  variantLabel,
} from '../../lib/vehicles/vehicle-labels'
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
})
