import { describe, expect, it } from 'vitest'
import { tecdocConfigFromEnv } from './tecdoc-config'

describe('tecdocConfigFromEnv', () => {
  it('returns null without an API key, so the embedded catalogue is used', () => {
    expect(tecdocConfigFromEnv({})).toBeNull()
    expect(tecdocConfigFromEnv({ TECDOC_API_KEY: '  ', TECDOC_API_HOST: 'x.example' })).toBeNull()
  })

  it('uses the RapidAPI host and its https URL by default', () => {
    expect(tecdocConfigFromEnv({ TECDOC_API_KEY: 'abc' })).toEqual({
      apiKey: 'abc',
      host: 'tecdoc-catalog.p.rapidapi.com',
      baseUrl: 'https://tecdoc-catalog.p.rapidapi.com',
    })
  })

  it('takes the host and base URL from the environment when set', () => {
    expect(
      tecdocConfigFromEnv({
        TECDOC_API_KEY: 'abc',
        TECDOC_API_HOST: 'tecdoc.example',
        TECDOC_BASE_URL: 'http://127.0.0.1:9999',
      }),
    ).toMatchObject({ host: 'tecdoc.example', baseUrl: 'http://127.0.0.1:9999' })
  })
})
