import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../offline/query-client'
import { jsonResponse, stubFetchEachTest } from '../../test/fake-fetch'
import { InvalidVinError, lookupVehicleByVin } from './get-vehicle-by-vin'

const variant = (carId: number, typeName: string) => ({
  vehicleDetails: {
    carId,
    typeName,
    yearOfConstrFrom: 201208,
    yearOfConstrTo: 201703,
    ccmTech: 1598,
    powerKwFrom: 81,
    powerHpFrom: 110,
  },
  motorCode: 'CLHA',
  model: {
    modelId: 10,
    modelname: 'Golf VII (5G1, BQ1, BE1, BE2)',
    yearOfConstrFrom: 201208,
    yearOfConstrTo: 202012,
  },
})

const answer = (vehicles: unknown[]) => ({
  status: 200,
  data: {
    vin: 'WVWZZZAUZGW000001',
    make: 'Volkswagen',
    manuId: 121,
    modelYears: [2016],
    checkDigit: 'not-applicable',
    matched: 'model',
    warnings: [],
    vehicles,
  },
})

describe('the VIN lookup', () => {
  const fetchSpy = stubFetchEachTest()

  it('offers the matching variants with their model series and years, and picks the variant when only one matches', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, answer([variant(320510, '1.6 TDI')])))
    const vehicle = await lookupVehicleByVin(createQueryClient(), 'wvwzzzauzgw000001', 'en')
    expect(vehicle).toEqual({
      vin: 'WVWZZZAUZGW000001',
      label: 'Volkswagen',
      make: 'Volkswagen',
      manuId: 121,
      modelYears: [2016],
      carId: 320510,
      variants: [
        {
          carId: 320510,
          typeName: '1.6 TDI',
          powerKwFrom: 81,
          ccmTech: 1598,
          motorCode: 'CLHA',
          modelname: 'Golf VII (5G1, BQ1, BE1, BE2)',
          yearOfConstrFrom: 201208,
          yearOfConstrTo: 201703,
        },
      ],
    })
    const url = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://localhost')
    expect(url.pathname).toBe('/api/vehicles/by-vin')
    expect(url.searchParams.get('vin')).toBe('WVWZZZAUZGW000001')
  })

  it('leaves the variant open when several match', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, answer([variant(1, 'a'), variant(2, 'b')])))
    const vehicle = await lookupVehicleByVin(createQueryClient(), 'WVWZZZAUZGW000001', 'en')
    expect(vehicle?.carId).toBeNull()
    expect(vehicle?.variants).toHaveLength(2)
  })

  it('answers null when the catalogue has no vehicle for the VIN', async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(404, { error: { code: 'VIN_NOT_FOUND', message: 'x' } }),
    )
    await expect(
      lookupVehicleByVin(createQueryClient(), 'ZZZZZZZZZZZZZZZZZ', 'en'),
    ).resolves.toBeNull()
  })

  it('passes the server’s refusal of a malformed VIN on with its message', async () => {
    const refusal = { error: { code: 'INVALID_VIN', message: 'A VIN has 17 characters.' } }
    fetchSpy.mockResolvedValueOnce(jsonResponse(400, refusal))
    await expect(lookupVehicleByVin(createQueryClient(), 'short', 'en')).rejects.toThrow(
      new InvalidVinError('A VIN has 17 characters.'),
    )
  })
})
