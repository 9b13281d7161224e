import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizePartNumber } from '../../src/domain/article-number'
import { anyOf, queryRows } from '../../src/server/db/query-rows'
import { buildTestApp, type TestApp } from '../support/build-app'
import { searchApi } from '../support/search-api'

describe('search reads brands, cars and measurements in the words', () => {
  let t: TestApp
  const get = (url: string) => t.app.inject({ method: 'GET', url })
  const search = searchApi(() => t)
  const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(t.app.database.db, query)
  /** The model series (ids) whose name starts with `prefix`, and their variants (carIds). */
  const modelsNamed = async (prefix: string) => {
    const found = await rows<{ model_id: number; car_id: number }>(
      sql`select s.model_id, v.car_id from model_series s join vehicles v on v.model_id = s.model_id
        where s.modelname like ${`${prefix}%`} order by s.model_id, v.car_id`,
    )
    return {
      modelIds: [...new Set(found.map((row) => row.model_id))],
      carIds: found.map((row) => row.car_id),
    }
  }
  /** Whether each article fits one of the variants. */
  const fitting = async (articleIds: number[], carIds: number[]) => {
    const found = await rows<{ article_id: number }>(
      sql`select distinct article_id from article_vehicles
        where ${anyOf(sql`article_id`, articleIds)} and ${anyOf(sql`car_id`, carIds)}`,
    )
    return new Set(found.map((row) => row.article_id))
  }
  const criterion = async (articleId: number, nameNo: string) => {
    const [row] = await rows<{ value: string; unit: string | null }>(
      sql`select value, unit from article_criteria where article_id = ${articleId} and name_no = ${nameNo}`,
    )
    return row
  }

  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('narrows to a brand named in the words and reads the rest as one part number', async () => {
    const [mann] = await rows<{ article_id: number; article_number: string }>(
      sql`select article_id, article_number from articles
        where mfr_name = 'MANN-FILTER' and article_number like '% %' order by article_id limit 1`,
    )
    if (!mann) throw new Error('the demo catalogue has a MANN-FILTER number with spaces')
    const packed = normalizePartNumber(mann.article_number)
    for (const typed of [
      `mann ${mann.article_number}`,
      `MANN-FILTER ${packed.toLowerCase()}`,
      `mann filter ${packed}`,
      `Mann ${packed.slice(0, -1)}`,
    ]) {
      const page = await search(typed)
      expect(page.articles[0]?.articleId, typed).toBe(mann.article_id)
      expect(new Set(page.articles.map((a) => a.mfrName)), typed).toEqual(new Set(['MANN-FILTER']))
    }
    // The number alone still finds it, whatever brand.
    expect((await search(mann.article_number)).articles[0]?.articleId).toBe(mann.article_id)
  })

  it('finds nothing for a brand with another brand’s number rather than the other brand', async () => {
    const [bosch] = await rows<{ article_number: string }>(
      sql`select article_number from articles where mfr_name = 'BOSCH' order by article_id limit 1`,
    )
    const page = await search(`ngk ${bosch?.article_number}`)
    expect(page.articles.every((a) => a.mfrName === 'NGK')).toBe(true)
  })

  it('narrows to parts fitting any variant of a car model named after the part', async () => {
    const golf = await modelsNamed('Golf ')
    const page = await search('oljefilter golf', '&perPage=50')
    expect(page.total).toBeGreaterThan(0)
    expect(page.articles.every((a) => a.articleName.startsWith('Oljefilter'))).toBe(true)
    const ids = page.articles.map((a) => a.articleId)
    expect((await fitting(ids, golf.carIds)).size).toBe(ids.length)
    expect(page.vehicle).toEqual({
      name: 'Volkswagen Golf',
      manuId: 32,
      modelIds: golf.modelIds,
      variants: golf.carIds.length,
    })
  })

  it('lists the parts fitting a car named alone, and names the car', async () => {
    const golf = await modelsNamed('Golf ')
    const page = await search('Golf', '&perPage=50')
    expect(page.total).toBeGreaterThan(0)
    const ids = page.articles.map((a) => a.articleId)
    expect((await fitting(ids, golf.carIds)).size).toBe(ids.length)
    expect(page.vehicle?.modelIds).toEqual(golf.modelIds)
  })

  it('says the whole search as corrected when a part word beside the car had a typo', async () => {
    const page = await search('vanpumpe octavia')
    expect(page.total).toBeGreaterThan(0)
    expect(page.vehicle?.name).toBe('Škoda Octavia')
    expect(page.correctedSearch).toBe('vannpumpe octavia')
  })

  it('reads a generation typed as a number or a code after the model', async () => {
    const golf7 = await modelsNamed('Golf VII ')
    expect((await search('golf 7')).vehicle).toMatchObject({
      name: 'Volkswagen Golf VII',
      modelIds: golf7.modelIds,
      variants: golf7.carIds.length,
    })
    const b8 = await modelsNamed('Passat B8')
    expect((await search('passat b8')).vehicle?.modelIds).toEqual(b8.modelIds)
    const model3 = await modelsNamed('Model 3')
    expect((await search('model 3')).vehicle).toMatchObject({
      name: 'Tesla Model 3',
      modelIds: model3.modelIds,
    })
  })

  it('reads e-golf as the electric variants of the Golf', async () => {
    const electric = await rows<{ car_id: number }>(
      sql`select v.car_id from vehicles v join model_series s on s.model_id = v.model_id
        where s.modelname like 'Golf%' and v.fuel = 'electric'`,
    )
    const page = await search('e-golf', '&perPage=50')
    expect(page.vehicle?.variants).toBe(electric.length)
    const ids = page.articles.map((a) => a.articleId)
    const carIds = electric.map((row) => row.car_id)
    expect((await fitting(ids, carIds)).size).toBe(ids.length)
  })

  it('reads a make and its model around English part words', async () => {
    const v70 = await modelsNamed('V70')
    const page = await search('brake pads volvo v70', '&lang=en&perPage=50')
    expect(page.total).toBeGreaterThan(0)
    expect(page.articles.every((a) => a.partTypeId === 402)).toBe(true)
    expect(page.vehicle).toMatchObject({ name: 'Volvo V70 III', modelIds: v70.modelIds })
    const ids = page.articles.map((a) => a.articleId)
    expect((await fitting(ids, v70.carIds)).size).toBe(ids.length)
  })

  it('knows a make by the short name mechanics type, and a model by its two words', async () => {
    expect((await search('vw golf')).vehicle?.name).toBe('Volkswagen Golf')
    expect((await search('bremseklosser mercedes')).vehicle?.name).toBe('Mercedes-Benz')
    // 'land' is inside part names, but with 'cruiser' it is the Toyota.
    expect((await search('land cruiser')).vehicle?.name).toBe('Toyota Land Cruiser Prado')
  })

  it('takes a model name that is also a part word for the part, unless its make comes first', async () => {
    // 'Spring' is a Dacia and, in English names, a coil spring.
    const spring = await search('spring', '&lang=en')
    expect(spring.vehicle).toBeUndefined()
    expect(spring.articles[0]?.articleName).toMatch(/spring/i)
    expect((await search('dacia spring')).vehicle?.name).toBe('Dacia Spring')
  })

  it('does not read a bare number as a car model without its make', async () => {
    // Mazda, BMW and Polestar have models called '3'; 'bremseskive 3' names none of them.
    expect((await search('mazda 3')).vehicle?.name).toBe('Mazda 3')
    const page = await search('3 bremseskiver')
    expect(page.vehicle).toBeUndefined()
  })

  it('matches a capacity typed together or apart against the criteria, not as a part number', async () => {
    for (const typed of ['batteri 74ah', 'batteri 74 ah', 'Batteri 74AH']) {
      const page = await search(typed)
      expect(page.total, typed).toBeGreaterThan(0)
      for (const article of page.articles) {
        expect(await criterion(article.articleId, 'Kapasitet'), typed).toEqual({
          value: '74',
          unit: 'Ah',
        })
      }
    }
  })

  it('matches a diameter, a viscosity and a bulb type named beside the part', async () => {
    const discs = await search('bremseskive 280 mm')
    expect(discs.total).toBeGreaterThan(0)
    for (const article of discs.articles) {
      expect(await criterion(article.articleId, 'Diameter')).toEqual({ value: '280', unit: 'mm' })
    }
    const oil = await search('motorolje 5w30')
    expect(oil.total).toBeGreaterThan(0)
    for (const article of oil.articles) {
      expect((await criterion(article.articleId, 'Viskositet'))?.value).toBe('SAE 5W-30')
    }
    const bulbs = await search('lyspære h7')
    expect(bulbs.total).toBeGreaterThan(0)
    for (const article of bulbs.articles) {
      expect((await criterion(article.articleId, 'Lampetype'))?.value).toBe('H7')
    }
  })

  it('reads a measurement or a code typed alone as the criterion, not as the start of a number', async () => {
    const cases: [string, string, string][] = [
      ['74ah', 'Kapasitet', '74'],
      ['280 mm', 'Diameter', '280'],
      ['5w30', 'Viskositet', 'SAE 5W-30'],
      ['h7', 'Lampetype', 'H7'],
    ]
    for (const [typed, name, value] of cases) {
      const page = await search(typed)
      expect(page.total, typed).toBeGreaterThan(0)
      for (const article of page.articles) {
        expect((await criterion(article.articleId, name))?.value, typed).toBe(value)
      }
    }
  })

  it('completes a part number being typed after a brand', async () => {
    const page = await search('mann hu')
    expect(page.total).toBeGreaterThan(0)
    for (const article of page.articles) {
      expect(article.mfrName).toBe('MANN-FILTER')
      expect(normalizePartNumber(article.articleNumber)).toMatch(/^HU/)
    }
  })

  it('ranks parts fitting the garage’s current vehicle first, leaving none out', async () => {
    const [car] = await rows<{ car_id: number; fitting: number }>(
      sql`select v.car_id, count(*)::int as fitting from article_vehicles v
        join articles a on a.article_id = v.article_id
        where a.article_name_no like 'Bremseklosser%'
        group by v.car_id having count(*) between 2 and 10 order by v.car_id limit 1`,
    )
    if (!car) throw new Error('the demo catalogue has a car with a few brake pads')
    const plain = await search('bremseklosser', '&perPage=100')
    const preferred = await search('bremseklosser', `&perPage=100&prefer_vehicle=${car.car_id}`)
    expect(preferred.total).toBe(plain.total)
    const ids = preferred.articles.map((a) => a.articleId)
    const fits = await fitting(ids, [car.car_id])
    expect(fits.size).toBe(car.fitting)
    expect(ids.slice(0, car.fitting).every((id) => fits.has(id))).toBe(true)
    expect(plain.articles.slice(0, car.fitting).every((a) => fits.has(a.articleId))).toBe(false)
    // An unknown car changes nothing.
    const unknown = await search('bremseklosser', '&perPage=100&prefer_vehicle=999999999')
    expect(unknown.articles.map((a) => a.articleId)).toEqual(plain.articles.map((a) => a.articleId))
  })

  it('answers hostile or odd input with a 400 or an empty page, never a 500', async () => {
    const odd = [
      'x'.repeat(500),
      '!!',
      '.,-/',
      '🚗🔧',
      'golf 🚗',
      '%',
      '%%',
      '__',
      'mann %',
      'golf _',
      '"golf',
      "passat '",
      "'; drop table articles; --",
      'bosch; select 1',
      'гольф 7',
      '74ah',
      '280 mm',
      'e-',
      'mann mann mann mann mann mann mann mann mann mann',
      'golf golf passat volvo v70 model 3',
    ]
    for (const text of odd) {
      const response = await get(`/api/tecdoc/search?search=${encodeURIComponent(text)}`)
      expect([200, 400], text.slice(0, 20)).toContain(response.statusCode)
    }
    expect((await get(`/api/tecdoc/search?search=${'x'.repeat(500)}`)).statusCode).toBe(400)
    expect((await search('%%')).total).toBe(0)
  })
})
