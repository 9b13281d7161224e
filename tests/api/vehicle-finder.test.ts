import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../support/build-app'

interface Manufacturer {
  manuId: number
  manuName: string
}
interface ModelSeries {
  modelId: number
  modelname: string
  yearOfConstrFrom: number
  yearOfConstrTo: number | null
}
interface Variant {
  vehicleDetails: {
    carId: number
    typeName: string
    yearOfConstrFrom: number
    yearOfConstrTo: number | null
    powerKwFrom: number
  }
  motorCode: string
}

const GOLF_VII_2014 = 'WVWZZZAUZEW123456'
/** A Tesla Model 3 of model year 2020 with a correct North American check digit (X). */
const MODEL_3_2020 = '5YJ3E7EBXLF123456'

function builtIn(variant: Variant, year: number): boolean {
  const { yearOfConstrFrom: from, yearOfConstrTo: to } = variant.vehicleDetails
  return from <= year * 100 + 12 && (to === null || to >= year * 100 + 1)
}

describe('the vehicle finder: year → make → model → engine, and VIN', () => {
  let t: TestApp
  const get = (url: string) => t.app.inject({ method: 'GET', url })
  const data = async <T>(url: string): Promise<T> => {
    const response = await get(url)
    expect(response.statusCode, url).toBe(200)
    return response.json().data
  }
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  async function volkswagen(): Promise<Manufacturer> {
    const makes = await data<Manufacturer[]>('/api/tecdoc/manufacturers')
    const vw = makes.find((make) => make.manuName === 'Volkswagen')
    if (!vw) throw new Error('the catalogue has no Volkswagen')
    return vw
  }

  it('lists the construction years of the catalogue newest first, up to this year', async () => {
    const response = await get('/api/vehicles/years?lang=no')
    expect(response.headers['cache-control']).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=86400$/,
    )
    const years: number[] = response.json().data
    expect(years).toEqual([...years].sort((a, b) => b - a))
    expect(new Set(years).size).toBe(years.length)
    expect(years[0]).toBe(new Date().getUTCFullYear())
    expect(years).toContain(2014)
  })

  it('offers only choices that lead to an engine built in the chosen year', async () => {
    const years = await data<number[]>('/api/vehicles/years')
    for (const year of [years[0], 2014, years.at(-1)] as number[]) {
      const makes = await data<Manufacturer[]>(`/api/vehicles/makes?year=${year}`)
      expect(makes.length, `makes of ${year}`).toBeGreaterThan(0)
      for (const make of makes) {
        const models = await data<ModelSeries[]>(
          `/api/vehicles/models?year=${year}&manuId=${make.manuId}`,
        )
        expect(models.length, `${make.manuName} in ${year}`).toBeGreaterThan(0)
        for (const model of models) {
          const engines = await data<Variant[]>(
            `/api/vehicles/engines?year=${year}&modelId=${model.modelId}`,
          )
          expect(engines.length, `${model.modelname} in ${year}`).toBeGreaterThan(0)
          for (const engine of engines) expect(builtIn(engine, year)).toBe(true)
        }
      }
    }
  })

  it('offers a make only from the first year it has a variant', async () => {
    const names = async (year: number) =>
      (await data<Manufacturer[]>(`/api/vehicles/makes?year=${year}`)).map((m) => m.manuName)
    expect(await names(2011)).not.toContain('Tesla')
    expect(await names(2012)).toContain('Tesla')
    const in2014 = await names(2014)
    expect(in2014).toEqual([...in2014].sort(new Intl.Collator('nb').compare))
  })

  it('answers engines in the variant shape of the vehicle chain', async () => {
    const vw = await volkswagen()
    const models = await data<ModelSeries[]>(`/api/vehicles/models?year=2014&manuId=${vw.manuId}`)
    const golf = models.find((model) => model.modelname.startsWith('Golf VII ('))
    expect(golf).toMatchObject({ yearOfConstrFrom: 201208 })
    expect(models.some((model) => model.modelname.startsWith('Golf VIII'))).toBe(false)
    const engines = await data<Variant[]>(
      `/api/vehicles/engines?year=2014&modelId=${golf?.modelId}`,
    )
    const chain = await t.app.inject({
      method: 'POST',
      url: '/api/tecdoc/vehicles',
      payload: { carids: engines.map((engine) => engine.vehicleDetails.carId) },
    })
    expect(engines).toEqual(chain.json().data.array)
  })

  it('answers 404 for a make or model series the catalogue does not have', async () => {
    for (const url of [
      '/api/vehicles/models?year=2014&manuId=999999',
      '/api/vehicles/engines?year=2014&modelId=999999',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    }
  })

  it('answers 400 for a missing or malformed year or id', async () => {
    for (const url of [
      '/api/vehicles/makes',
      '/api/vehicles/makes?year=abc',
      '/api/vehicles/makes?year=2014.5',
      '/api/vehicles/makes?year=99999',
      '/api/vehicles/models?year=2014',
      '/api/vehicles/models?year=2014&manuId=-1',
      '/api/vehicles/engines?year=2014&modelId=x',
      '/api/vehicles/years?lang=de',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error.code, url).toBe('VALIDATION_ERROR')
    }
  })

  it('decodes a Golf VII VIN to Volkswagen, both years of E and the Golf VIIs built in 2014', async () => {
    const vw = await volkswagen()
    const response = await get(`/api/vehicles/by-vin?vin=${GOLF_VII_2014}&lang=no`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      status: 200,
      data: {
        vin: GOLF_VII_2014,
        make: 'Volkswagen',
        manuId: vw.manuId,
        modelYears: [1984, 2014],
        checkDigit: 'not-applicable',
        matched: 'model',
        warnings: [],
      },
    })
    const vehicles: Variant[] = body.data.vehicles
    expect(vehicles.length).toBeGreaterThan(0)
    for (const vehicle of vehicles) expect(builtIn(vehicle, 2014)).toBe(true)

    const models = await data<ModelSeries[]>(`/api/vehicles/models?year=2014&manuId=${vw.manuId}`)
    const golfVii = models.filter((model) => /^Golf VII[ (]/.test(model.modelname))
    expect(golfVii.length).toBe(2) // hatchback and Variant
    const engines = (
      await Promise.all(
        golfVii.map((model) =>
          data<Variant[]>(`/api/vehicles/engines?year=2014&modelId=${model.modelId}`),
        ),
      )
    ).flat()
    const ids = (list: Variant[]) => list.map((v) => v.vehicleDetails.carId).sort((a, b) => a - b)
    expect(ids(vehicles)).toEqual(ids(engines))
  })

  it("names each of a VIN's variants with its model series, the series in order of name", async () => {
    const body = (await get(`/api/vehicles/by-vin?vin=${GOLF_VII_2014}`)).json()
    const vehicles: (Variant & { model: ModelSeries })[] = body.data.vehicles
    const engines = async (model: ModelSeries) =>
      (await data<Variant[]>(`/api/vehicles/engines?year=2014&modelId=${model.modelId}`)).map(
        (engine) => engine.vehicleDetails.carId,
      )
    const seriesNamed = [...new Set(vehicles.map((vehicle) => vehicle.model.modelname))]
    expect(seriesNamed).toEqual([
      expect.stringMatching(/^Golf VII \(/),
      expect.stringMatching(/^Golf VII Variant \(/),
    ])
    for (const vehicle of vehicles) {
      expect(await engines(vehicle.model)).toContain(vehicle.vehicleDetails.carId)
    }
  })

  it('accepts a VIN typed in lower case', async () => {
    const upper = await get(`/api/vehicles/by-vin?vin=${GOLF_VII_2014}`)
    const lower = await get(`/api/vehicles/by-vin?vin=${GOLF_VII_2014.toLowerCase()}`)
    expect(lower.statusCode).toBe(200)
    expect(lower.json()).toEqual(upper.json())
  })

  it('checks the check digit of a North American Tesla and finds its Model 3s', async () => {
    const body = (await get(`/api/vehicles/by-vin?vin=${MODEL_3_2020}&lang=en`)).json()
    expect(body.data).toMatchObject({
      make: 'Tesla',
      modelYears: [1990, 2020],
      checkDigit: 'valid',
      matched: 'model',
    })
    expect(body.data.vehicles.length).toBeGreaterThan(0)

    const mistyped = (await get('/api/vehicles/by-vin?vin=5YJ3E7EB0LF123456')).json().data
    expect(mistyped.checkDigit).toBe('invalid')
    expect(mistyped.warnings).toEqual([expect.stringMatching(/check digit/)])
    expect(mistyped.vehicles).toEqual(body.data.vehicles)
  })

  it('answers only the make and its years when the VIN does not name the model', async () => {
    const body = (await get('/api/vehicles/by-vin?vin=TMBJG7NE8G0123456')).json()
    expect(body.data).toMatchObject({
      make: 'Škoda',
      modelYears: [1986, 2016],
      matched: 'make',
      vehicles: [],
    })
  })

  it('refuses I, O, Q, 16 and 18 characters with 400 INVALID_VIN in both languages', async () => {
    const bad = {
      WVWZZZAUZEW12345I: /I, O or Q/,
      WVWZZZAUZEO123456: /I, O or Q/,
      QVWZZZAUZEW123456: /I, O or Q/,
      WVWZZZAUZEW12345: /17 characters; this one has 16/,
      WVWZZZAUZEW1234567: /17 characters; this one has 18/,
    }
    for (const lang of ['no', 'en']) {
      for (const [vin, message] of Object.entries(bad)) {
        const response = await get(`/api/vehicles/by-vin?vin=${vin}&lang=${lang}`)
        expect(response.statusCode, vin).toBe(400)
        expect(response.json().error).toEqual({ code: 'INVALID_VIN', message: expect.any(String) })
        expect(response.json().error.message).toMatch(message)
      }
    }
    const missing = await get('/api/vehicles/by-vin')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.code).toBe('INVALID_VIN')
  })

  it("answers 404 'unable to find vehicle by VIN' for a maker code the shop does not know", async () => {
    const response = await get('/api/vehicles/by-vin?vin=ZAR94000007123456&lang=en')
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('unable to find vehicle by VIN')
  })
})
