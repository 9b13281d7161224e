import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FIXTURE_API_KEY,
  FIXTURE_HOST,
  startFixtureServer,
} from '../../../../../tests/fixtures/tecdoc/fixture-provider'
import { CatalogueProviderError } from '../catalogue-port'
import { createTecdocCatalogue } from './tecdoc-adapter'

describe('TecDoc adapter over HTTP', () => {
  let server: Awaited<ReturnType<typeof startFixtureServer>>
  beforeAll(async () => {
    server = await startFixtureServer()
  })
  afterAll(() => server.close())

  it('walks maker → model → variant → articles against a real local server', async () => {
    const catalogue = createTecdocCatalogue({
      apiKey: FIXTURE_API_KEY,
      host: FIXTURE_HOST,
      baseUrl: server.baseUrl,
    })
    const vw = (await catalogue.manufacturers({ lang: 'no' })).find((m) => m.manuName === 'VW')
    const golf = (await catalogue.modelSeries({ lang: 'no', manuId: vw?.manuId ?? 0 })).find((m) =>
      m.modelname.startsWith('GOLF VII ('),
    )
    const tdi = (await catalogue.variants({ lang: 'no', modelId: golf?.modelId ?? 0 })).find(
      (v) => v.motorCode === 'CLHA',
    )
    const vehicle = { carId: tdi?.vehicleDetails.carId ?? 0, manuId: vw?.manuId }
    const filters = await catalogue.articlesForVariant({
      lang: 'no',
      vehicle,
      categoryIds: [100259],
      page: 1,
      perPage: 10,
    })
    expect(filters.items.map((a) => a.articleNumber)).toEqual([
      'HU 6013 z',
      'F 026 407 157',
      'OX 388D',
    ])
    expect(server.requests.at(-1)?.headers).toMatchObject({
      'x-rapidapi-key': FIXTURE_API_KEY,
      'x-rapidapi-host': FIXTURE_HOST,
    })
  })

  it('reports a wrong key as unauthorized after one request', async () => {
    const before = server.requests.length
    const catalogue = createTecdocCatalogue({
      apiKey: 'wrong',
      host: FIXTURE_HOST,
      baseUrl: server.baseUrl,
    })
    const error = await catalogue.manufacturers({ lang: 'no' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CatalogueProviderError)
    expect(error).toMatchObject({ kind: 'unauthorized', status: 403 })
    expect((error as Error).message).toMatch(/You are not subscribed to this API/)
    expect(server.requests.length - before).toBe(1)
  })

  it('reports a provider that is not listening as unavailable', async () => {
    const closed = await startFixtureServer()
    await closed.close()
    const catalogue = createTecdocCatalogue({
      apiKey: FIXTURE_API_KEY,
      host: FIXTURE_HOST,
      baseUrl: closed.baseUrl,
      sleep: async () => {},
    })
    await expect(catalogue.manufacturers({ lang: 'no' })).rejects.toMatchObject({
      kind: 'unavailable',
    })
  })
})
