import { afterEach, describe, expect, it } from 'vitest'
import { clientState } from './client-state'
import { jsonResponse, stubFetchEachTest } from '../test/fake-fetch'
import {
  choosePricesExMva,
  mergePriceDisplayAtSignIn,
  savePricesExMva,
} from './price-display-account'
import { clearSession, storeToken } from '../lib/session-token'

const fetchSpy = stubFetchEachTest()
const sent = () =>
  fetchSpy.mock.calls.map(([url, init]) => [
    String(url),
    init?.method,
    (init?.body as FormData | undefined)?.get('priceDisplay'),
  ])

describe('prices eks. mva on the account', () => {
  afterEach(() => {
    clearSession()
    choosePricesExMva(false)
  })

  it("takes the account's choice at sign-in, and sends nothing", async () => {
    storeToken('token')
    await mergePriceDisplayAtSignIn({ priceDisplay: 'excl' })
    expect(clientState.getSnapshot().pricesExMva).toBe(true)
    await mergePriceDisplayAtSignIn({ priceDisplay: 'incl' })
    expect(clientState.getSnapshot().pricesExMva).toBe(false)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it("gives an account without a choice this device's 'eks. mva'", async () => {
    storeToken('token')
    choosePricesExMva(true)
    fetchSpy.mockResolvedValue(jsonResponse(200, { user: {} }))
    await mergePriceDisplayAtSignIn({ priceDisplay: null })
    expect(sent()).toEqual([[expect.stringMatching(/\/api\/user\/$/), 'PUT', 'excl']])
    expect(clientState.getSnapshot().pricesExMva).toBe(true)
  })

  it('tells the account of a change while signed in, and keeps it on the device when offline', async () => {
    storeToken('token')
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    await savePricesExMva(true)
    expect(clientState.getSnapshot().pricesExMva).toBe(true)
    expect(sent()).toEqual([[expect.stringMatching(/\/api\/user\/$/), 'PUT', 'excl']])
  })

  it('keeps the choice on the device alone when signed out', async () => {
    await savePricesExMva(true)
    expect(clientState.getSnapshot().pricesExMva).toBe(true)
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
