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
  vehicleDetails: { carId: number; typeName: string; ccmTech: number | null; powerKwFrom: number }
  motorCode: string
}

describe('the vehicle chain: make → model series → variants', () => {
  let t: TestApp
  const get = (url: string) => t.app.inject({ method: 'GET', url })
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  async function golfVii() {
    const makes: Manufacturer[] = (await get('/api/tecdoc/manufacturers?lang=no')).json().data
    const vw = makes.find((make) => make.manuName === 'Volkswagen')
    expect(vw).toBeDefined()
    const series: ModelSeries[] = (
      await get(`/api/tecdoc/models?lang=no&manuId=${vw?.manuId}`)
    ).json().data.array
    const golf = series.find((model) => model.modelname.startsWith('Golf VII'))
    expect(golf).toBeDefined()
    return { vw: vw as Manufacturer, golf: golf as ModelSeries }
  }

  it('lists vehicle makes as data.data, alphabetically, also under get-brands', async () => {
    const response = await get('/api/tecdoc/manufacturers')
    expect(response.statusCode).toBe(200)
    const names = response.json().data.map((make: Manufacturer) => make.manuName)
    expect(names).toEqual([...names].sort(new Intl.Collator('nb').compare))
    expect(names.indexOf('Škoda')).toBeLessThan(names.indexOf('Volvo'))
    expect((await get('/api/tecdoc/get-brands')).json()).toEqual(response.json())
    expect(response.headers['cache-control']).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=86400$/,
    )
  })

  it('lists the model series of a make with yyyymm construction years', async () => {
    const { golf } = await golfVii()
    expect(golf.yearOfConstrFrom).toBe(201208)
    expect(String(golf.yearOfConstrTo)).toMatch(/^20\d{4}$/)
  })

  it('walks from a model series to its variants with engine codes and power', async () => {
    const { vw, golf } = await golfVii()
    const ids = await get(
      `/api/tecdoc/vehicle-ids?lang=no&manuId=${vw.manuId}&modelId=${golf.modelId}`,
    )
    const carIds: number[] = ids.json()
    expect(carIds.length).toBeGreaterThan(1)

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tecdoc/vehicles',
      payload: { carids: carIds, lang: 'no' },
    })
    expect(response.statusCode).toBe(200)
    const variants: Variant[] = response.json().data.array
    expect(variants.map((v) => v.vehicleDetails.carId).sort()).toEqual([...carIds].sort())
    const eGolfs = variants.filter((v) => v.vehicleDetails.typeName.includes('e-Golf'))
    expect(eGolfs).toContainEqual(
      expect.objectContaining({
        motorCode: 'EAZ',
        vehicleDetails: expect.objectContaining({ ccmTech: null, powerKwFrom: 100 }),
      }),
    )
    // A variant without a known engine code says so with null.
    expect(variants.some((v) => v.motorCode === null)).toBe(true)
  })

  it('answers no variants for a model series asked under another make', async () => {
    const { golf } = await golfVii()
    const makes: Manufacturer[] = (await get('/api/tecdoc/manufacturers')).json().data
    const other = makes.find((make) => make.manuName !== 'Volkswagen')
    const response = await get(
      `/api/tecdoc/vehicle-ids?manuId=${other?.manuId}&modelId=${golf.modelId}`,
    )
    expect(response.json()).toEqual([])
  })

  it('refuses missing or malformed ids with a 400 in the error shape', async () => {
    for (const url of [
      '/api/tecdoc/models',
      '/api/tecdoc/models?manuId=abc',
      '/api/tecdoc/models?manuId=-1',
      '/api/tecdoc/vehicle-ids?manuId=121',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error.code, url).toBe('VALIDATION_ERROR')
    }
    for (const payload of [{}, { carids: [] }, { carids: ['x'] }, { carids: Array(201).fill(1) }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/tecdoc/vehicles', payload })
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400)
    }
  })

  it('lists the categories with parts for a variant, three levels deep, each with its count', async () => {
    const E_GOLF = 320517
    const answer = await get(`/api/vehicles/variant/${E_GOLF}/categories?lang=no`)
    expect(answer.statusCode).toBe(200)
    const tree: Category[] = answer.json().data.array
    const all = flatten(tree)
    const brakes = tree.find((node) => node.slug === 'bremser')
    const pads = all.find((node) => node.slug === 'bremseklosser')
    expect(brakes?.subItems?.find((node) => node.slug === 'skivebremser')?.subItems).toContainEqual(
      expect.objectContaining({ slug: 'bremseklosser', name: 'Bremseklosser' }),
    )
    // An electric car: no oil filters, no spark plugs, and nothing counting zero.
    expect(all.map((node) => node.slug)).not.toContain('oljefilter')
    expect(all.map((node) => node.slug)).not.toContain('tennplugger')
    expect(all.every((node) => (node.count ?? 0) > 0)).toBe(true)
    for (const node of [brakes, pads]) {
      const listing = await get(
        `/api/tecdoc/get-products-by-target-ids?engine=${E_GOLF}&category=${node?.slug}&perPage=1`,
      )
      expect(node?.count, node?.slug).toBe(listing.json().total)
    }
  })

  it('answers 404 VEHICLE_NOT_FOUND for the categories of a variant the catalogue lacks', async () => {
    const response = await get('/api/vehicles/variant/999999999/categories')
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('VEHICLE_NOT_FOUND')
  })
})

interface Category {
  slug: string
  name: string
  count: number | null
  subItems?: Category[]
}

const flatten = (nodes: Category[]): Category[] =>
  nodes.flatMap((node) => [node, ...flatten(node.subItems ?? [])])
