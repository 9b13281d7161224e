import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FITMENT_TOP_MODELS,
  type ProductAnswer,
  RELATED_PARTS_LIMIT,
} from '../../src/domain/article-schema'
import { queryRows } from '../../src/server/db/query-rows'
import { buildTestApp, type TestApp } from '../support/build-app'

describe('a product answer carries what its page shows: fitment summary and related parts', () => {
  let t: TestApp
  const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(t.app.database.db, query)
  const product = async (id: number, lang = 'no') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/product/item?id=${id}&lang=${lang}`,
    })
    expect(response.statusCode).toBe(200)
    return response.json() as Required<ProductAnswer>
  }

  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('sums up the fitment as the database counts it, the most fitted model series first', async () => {
    // The article fitting the most model series, so the list is cut at its bound.
    const [widest] = await rows<{ article_id: number }>(
      sql`select f.article_id from article_vehicles f join vehicles v on v.car_id = f.car_id
        group by f.article_id order by count(distinct v.model_id) desc, f.article_id limit 1`,
    )
    if (!widest) throw new Error('the seeded catalogue has no fitment')
    const perModel = await rows<{ model_id: number; manu_id: number; variants: number }>(
      sql`select v.model_id, s.manu_id, count(*)::int as variants
        from article_vehicles f join vehicles v on v.car_id = f.car_id
        join model_series s on s.model_id = v.model_id
        where f.article_id = ${widest.article_id} group by v.model_id, s.manu_id`,
    )
    const { fitment } = await product(widest.article_id)
    expect(fitment.variants).toBe(perModel.reduce((sum, row) => sum + Number(row.variants), 0))
    expect(fitment.modelCount).toBe(perModel.length)
    expect(fitment.makeCount).toBe(new Set(perModel.map((row) => row.manu_id)).size)
    expect(fitment.models).toHaveLength(Math.min(FITMENT_TOP_MODELS, perModel.length))
    const counted = new Map(perModel.map((row) => [row.model_id, Number(row.variants)]))
    for (const model of fitment.models) expect(model.variants).toBe(counted.get(model.modelId))
    const listed = fitment.models.map((model) => model.variants)
    expect(listed).toEqual([...listed].sort((a, b) => b - a))
    const fewest = Math.min(...listed)
    const left = perModel.filter((row) => !fitment.models.some((m) => m.modelId === row.model_id))
    for (const row of left) expect(Number(row.variants)).toBeLessThanOrEqual(fewest)
  })

  it('names each listed model series with its maker', async () => {
    const [fitted] = await rows<{ article_id: number }>(
      sql`select article_id from article_vehicles order by article_id limit 1`,
    )
    const { fitment } = await product(Number(fitted?.article_id))
    const [first] = fitment.models
    if (!first) throw new Error('a fitted article lists no model series')
    const [named] = await rows<{ modelname: string; manu_name: string }>(
      sql`select s.modelname, m.manu_name from model_series s
        join manufacturers m on m.manu_id = s.manu_id where s.model_id = ${first.modelId}`,
    )
    expect(first).toMatchObject({ model: named?.modelname, make: named?.manu_name })
  })

  it('says an article of its own (no fitment, an OE number no other has) fits none and has no related parts', async () => {
    const [last] = await rows<{ id: number }>(sql`select max(article_id) as id from articles`)
    const id = Number(last?.id) + 1
    await rows(
      sql`insert into articles (article_id, article_number, article_number_norm, mfr_name,
          article_name_no, article_name_en, part_type_id, price)
        values (${id}, 'LONE 1', 'LONE1', 'BOSCH', 'Oljefilter', 'Oil filter', 7, 10000)`,
    )
    await rows(
      sql`insert into article_oe_numbers (article_id, brand, oe_number, oe_number_norm)
        values (${id}, 'VW', 'LONE 0E 1', 'LONE0E1')`,
    )
    const { fitment, related } = await product(id)
    expect(fitment).toEqual({ variants: 0, modelCount: 0, makeCount: 0, models: [] })
    expect(related).toEqual([])
  })

  it('lists as related parts real other articles sharing an OE number, at most the bound', async () => {
    // The article whose OE numbers are shared most, so the list is cut at its bound.
    const [shared] = await rows<{ article_id: number }>(
      sql`select own.article_id from article_oe_numbers own
        join article_oe_numbers other on other.oe_number_norm = own.oe_number_norm
          and other.article_id <> own.article_id
        group by own.article_id order by count(distinct other.article_id) desc, own.article_id
        limit 1`,
    )
    if (!shared) throw new Error('the seeded catalogue has no shared OE numbers')
    const sharing = await rows<{ article_id: number }>(
      sql`select distinct other.article_id from article_oe_numbers own
        join article_oe_numbers other on other.oe_number_norm = own.oe_number_norm
        where own.article_id = ${shared.article_id} and other.article_id <> own.article_id`,
    )
    const { related } = await product(shared.article_id, 'en')
    expect(related.length).toBe(Math.min(RELATED_PARTS_LIMIT, sharing.length))
    const ids = related.map((part) => part.articleId)
    expect(ids).not.toContain(shared.article_id)
    expect(new Set(ids).size).toBe(ids.length)
    const sharingIds = new Set(sharing.map((row) => Number(row.article_id)))
    for (const id of ids) expect(sharingIds.has(id)).toBe(true)
    const named = await rows<{ article_id: number; article_name_en: string; price: number }>(
      sql`select article_id, article_name_en, price from articles
        where article_id in (${sql.join(ids, sql`, `)})`,
    )
    const byId = new Map(named.map((row) => [Number(row.article_id), row]))
    for (const part of related) {
      expect(part.articleName).toBe(byId.get(part.articleId)?.article_name_en)
      expect(part.price).toBe(byId.get(part.articleId)?.price)
    }
  })

  it('answers the same by article number and by POST', async () => {
    const [fitted] = await rows<{ article_id: number; article_number: string }>(
      sql`select a.article_id, a.article_number from articles a
        where a.article_number_norm = (select article_number_norm from articles b
          where b.article_id = a.article_id) order by a.article_id limit 1`,
    )
    const byId = await product(Number(fitted?.article_id))
    const byNumber = await t.app.inject({
      method: 'GET',
      url: `/api/product/item?articleNumber=${encodeURIComponent(fitted?.article_number ?? '')}&lang=no`,
    })
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/product/item',
      payload: { id: Number(fitted?.article_id), lang: 'no' },
    })
    expect(byNumber.json()).toEqual(byId)
    expect(posted.json()).toEqual(byId)
  })
})
