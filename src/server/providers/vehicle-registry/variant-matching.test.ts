import { describe, expect, it } from 'vitest'
import type { CatalogueVariantRow } from '../../db/repositories/vehicle-registry-repository'
import type { RegistryFacts } from './registry-port'
import { isSameMake, matchVariants, nameKey } from './variant-matching'

const variant = (carId: number, fields: Partial<CatalogueVariantRow>): CatalogueVariantRow => ({
  carId,
  manuId: 32,
  manuName: 'Volkswagen',
  modelId: 3205,
  modelname: 'Golf VII (5G1, BQ1, BE1, BE2)',
  typeName: '1.6 TDI',
  yearOfConstrFrom: 201208,
  yearOfConstrTo: 202012,
  ccmTech: 1598,
  powerKwFrom: 77,
  fuel: 'diesel',
  motorCode: 'CLHA',
  ...fields,
})

const GOLFS = [
  variant(1, {}),
  variant(2, {
    typeName: '1.4 TSI',
    ccmTech: 1395,
    powerKwFrom: 90,
    fuel: 'petrol',
    motorCode: 'CMBA',
  }),
  variant(3, {
    typeName: 'e-Golf',
    ccmTech: null,
    powerKwFrom: 100,
    fuel: 'electric',
    motorCode: 'EAZ',
    yearOfConstrFrom: 201703,
  }),
  variant(4, {
    typeName: 'e-Golf',
    ccmTech: null,
    powerKwFrom: 85,
    fuel: 'electric',
    motorCode: null,
    yearOfConstrTo: 201703,
  }),
  variant(5, {
    modelId: 3204,
    modelname: 'Golf VI (5K1)',
    yearOfConstrFrom: 200810,
    yearOfConstrTo: 201311,
    motorCode: 'CAYC',
  }),
  variant(6, {
    manuId: 31,
    manuName: 'Toyota',
    modelname: 'RAV 4 V (_A5_, _H5_)',
    typeName: '2.5 Hybrid',
    fuel: 'hybrid',
    ccmTech: 2487,
    powerKwFrom: 131,
    motorCode: 'A25A-FXS',
    yearOfConstrFrom: 201812,
    yearOfConstrTo: null,
  }),
]

const facts = (fields: Partial<RegistryFacts>): RegistryFacts => ({
  registrationNumber: 'EK39085',
  make: 'VOLKSWAGEN',
  model: 'GOLF',
  engineCode: null,
  powerKw: null,
  ccm: null,
  fuel: null,
  firstRegistration: null,
  ...fields,
})

describe('matching registry facts to catalogue variants', () => {
  it('compares names without case, accents or punctuation', () => {
    expect(nameKey('Škoda')).toBe('SKODA')
    expect(isSameMake('MERCEDES-BENZ', 'Mercedes-Benz')).toBe(true)
    expect(isSameMake('TESLA MOTORS', 'Tesla')).toBe(true)
    expect(isSameMake('VOLVO', 'Volkswagen')).toBe(false)
  })

  it('picks the variant by engine code when fuel and year leave several', () => {
    const ids = matchVariants(
      facts({ fuel: 'electric', engineCode: 'EAZ', powerKw: 100, firstRegistration: '2017-06-06' }),
      GOLFS,
    )
    expect(ids).toEqual([3])
  })

  it('keeps the series whose construction years hold the first registration', () => {
    const ids = matchVariants(facts({ fuel: 'diesel', firstRegistration: '2010-05-01' }), GOLFS)
    expect(ids).toEqual([5])
  })

  it('finds a model written with the make and without spaces', () => {
    expect(matchVariants(facts({ make: 'TOYOTA', model: 'TOYOTA RAV4' }), GOLFS)).toEqual([6])
    expect(
      matchVariants(facts({ model: 'E-GOLF', firstRegistration: '2019-06-10' }), GOLFS),
    ).toEqual([3])
  })

  it('ignores a fact that would leave no candidate rather than lose the car', () => {
    const ids = matchVariants(
      facts({ fuel: 'diesel', engineCode: 'XYZ', powerKw: 77, firstRegistration: '2016-01-01' }),
      GOLFS,
    )
    expect(ids).toEqual([1])
  })

  it('orders candidates by how close their power is', () => {
    // 92 kW is neither e-Golf's power within tolerance: both stay, the 85 kW one first.
    const ids = matchVariants(facts({ fuel: 'electric', powerKw: 92 }), GOLFS)
    expect(ids).toEqual([4, 3])
  })

  it('finds nothing for a make or model the catalogue does not have', () => {
    expect(matchVariants(facts({ make: 'LADA' }), GOLFS)).toEqual([])
    expect(matchVariants(facts({ model: 'PASSAT' }), GOLFS)).toEqual([])
  })
})
