import { describe, expect, it } from 'vitest'
import type { RegistrationAnswer } from '../../../domain/vehicle-schema'
import { activateLocale } from '../../i18n/i18n'
import { apiErrorReason, apiErrorText } from '../../i18n/api-error-messages'
import { createQueryClient } from '../../offline/query-client'
import { jsonResponse, stubFetchEachTest } from '../../test/fake-fetch'
import { golfTdi } from '../../test/golf-vehicle'
import {
  InvalidRegistrationError,
  lookupRegistration,
  type PlateVehicle,
  vehicleByRegistrationQuery,
} from './get-vehicle-by-registration'

const golf: PlateVehicle = { manuId: 121, modelId: 10, carId: 320510, candidates: [] }
const golfAnswer: RegistrationAnswer = {
  status: 200 as const,
  data: {
    manuId: 121,
    modelId: 10,
    carId: 320510,
    vehicles: [
      {
        vehicleDetails: {
          carId: 320510,
          typeName: '1.6 TDI',
          yearOfConstrFrom: 201208,
          yearOfConstrTo: 201703,
          ccmTech: 1598,
          powerKwFrom: 77,
          powerHpFrom: 105,
        },
        motorCode: 'CLHA',
      },
    ],
  },
}

describe('the registration lookup', () => {
  const fetchSpy = stubFetchEachTest()

  it('resolves a plate to the make, model series, variant and candidates the server names', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, golfAnswer))
    const vehicle = await lookupRegistration(createQueryClient(), 'ek 39085', 'no')
    expect(vehicle).toEqual({
      manuId: 121,
      modelId: 10,
      carId: 320510,
      candidates: [{ ...golfTdi, carId: 320510 }],
    })
    const url = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://localhost')
    expect(url.pathname).toBe('/api/tecdoc/search-by-registration-number')
    expect(url.searchParams.get('registrationNumber')).toBe('EK39085')
    expect(url.searchParams.get('lang')).toBe('no')
  })

  it('answers a plate looked up before from the cache, however it is spelled', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, golfAnswer))
    const queryClient = createQueryClient()
    await lookupRegistration(queryClient, 'EK39085', 'no')
    await expect(lookupRegistration(queryClient, 'ek-39085', 'no')).resolves.toMatchObject({
      carId: 320510,
    })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('keeps one cache entry per plate for the header, the finder popup and /all', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, golfAnswer))
    const queryClient = createQueryClient()
    await lookupRegistration(queryClient, 'ek 39085', 'no')
    const key = vehicleByRegistrationQuery('no', 'EK-39085').queryKey
    expect(key).toEqual(['vehicles', 'by-registration', 'EK39085', 'no'])
    expect(queryClient.getQueryData(key)).toMatchObject({ carId: 320510 })
  })

  it('falls back to an answer older than a week when the network is gone', async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const queryClient = createQueryClient()
    const key = vehicleByRegistrationQuery('no', 'EK39085').queryKey
    const lastMonth = Date.now() - 30 * 24 * 60 * 60 * 1000
    queryClient.setQueryData(key, golf, { updatedAt: lastMonth })
    await expect(lookupRegistration(queryClient, 'EK39085', 'no')).resolves.toMatchObject({
      carId: 320510,
    })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('answers null when no vehicle has the plate', async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'none' } }),
    )
    await expect(lookupRegistration(createQueryClient(), 'ZZ99999', 'no')).resolves.toBeNull()
  })

  it('refuses a text that is no plate without asking the server, with the code the server would send', async () => {
    const refusal = await lookupRegistration(createQueryClient(), 'AB-12*45', 'no').catch(
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(InvalidRegistrationError)
    expect(fetchSpy).not.toHaveBeenCalled()
    // Pages word a refusal by its code: this one as the server's own.
    await activateLocale('no')
    expect(apiErrorText(apiErrorReason(refusal))).toBe(
      'Dette er ikke et gyldig registreringsnummer.',
    )
  })

  it('passes the server’s refusal on with its message', async () => {
    const refusal = { error: { code: 'INVALID_REGISTRATION_NUMBER', message: 'Not a plate.' } }
    fetchSpy.mockResolvedValueOnce(jsonResponse(400, refusal))
    const lookup = lookupRegistration(createQueryClient(), 'AB12345', 'no')
    await expect(lookup).rejects.toThrow(new InvalidRegistrationError('Not a plate.'))
  })
})
