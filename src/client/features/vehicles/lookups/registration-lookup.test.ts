import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../offline/query-client'
import type { RegistrationVehicle } from '../vehicle-options'
import {
  InvalidRegistrationError,
  lookupRegistration,
  registrationQuery,
} from './registration-lookup'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const golf: RegistrationVehicle = { manuId: 121, modelId: 10, carId: 320510 }
const golfAnswer = { status: 200, data: { menuId: 121, modId: 10, carId: 320510, vehicles: [] } }

describe('the registration lookup', () => {
  const fetchSpy = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchSpy.mockReset()
    vi.stubGlobal('fetch', fetchSpy)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('resolves a plate to the make, model series and variant the server names', async () => {
    fetchSpy.mockResolvedValueOnce(json(200, golfAnswer))
    const vehicle = await lookupRegistration(createQueryClient(), 'ek 39085', 'no')
    expect(vehicle).toEqual({ manuId: 121, modelId: 10, carId: 320510 })
    const url = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://localhost')
    expect(url.pathname).toBe('/api/tecdoc/search-by-registration-number')
    expect(url.searchParams.get('registrationNumber')).toBe('EK39085')
    expect(url.searchParams.get('lang')).toBe('no')
  })

  it('answers a plate looked up before from the cache, however it is spelled', async () => {
    fetchSpy.mockResolvedValueOnce(json(200, golfAnswer))
    const queryClient = createQueryClient()
    await lookupRegistration(queryClient, 'EK39085', 'no')
    await expect(lookupRegistration(queryClient, 'ek-39085', 'no')).resolves.toMatchObject({
      carId: 320510,
    })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('falls back to an answer older than a week when the network is gone', async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const queryClient = createQueryClient()
    const key = registrationQuery('EK39085', 'no').queryKey
    const lastMonth = Date.now() - 30 * 24 * 60 * 60 * 1000
    queryClient.setQueryData(key, golf, { updatedAt: lastMonth })
    await expect(lookupRegistration(queryClient, 'EK39085', 'no')).resolves.toMatchObject({
      carId: 320510,
    })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('answers null when no vehicle has the plate', async () => {
    fetchSpy.mockResolvedValueOnce(json(404, { error: { code: 'NOT_FOUND', message: 'none' } }))
    await expect(lookupRegistration(createQueryClient(), 'ZZ99999', 'no')).resolves.toBeNull()
  })

  it('refuses a text that is no plate without asking the server', async () => {
    await expect(lookupRegistration(createQueryClient(), 'AB-12*45', 'no')).rejects.toBeInstanceOf(
      InvalidRegistrationError,
    )
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('passes the server’s refusal on with its message', async () => {
    const refusal = { error: { code: 'INVALID_REGISTRATION_NUMBER', message: 'Not a plate.' } }
    fetchSpy.mockResolvedValueOnce(json(400, refusal))
    const lookup = lookupRegistration(createQueryClient(), 'AB12345', 'no')
    await expect(lookup).rejects.toThrow(new InvalidRegistrationError('Not a plate.'))
  })
})
