import { asc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SPEC_CATEGORY_SLUGS } from '../../src/domain/category-tree'
import { countCatalogue } from '../../src/server/db/repositories/catalogue-repository'
import { articles, categories, manufacturers, vehicles } from '../../src/server/db/schema'
import { generateCatalogue } from '../../src/server/db/seed/catalogue/generate-catalogue'
import { loadCatalogue, loadCatalogueIfEmpty } from '../../src/server/db/seed/load-catalogue'
import { buildTestApp, type TestApp } from '../support/build-app'

const generated = generateCatalogue()
const expectedCounts = {
  manufacturers: generated.manufacturers.length,
  modelSeries: generated.modelSeries.length,
  vehicles: generated.vehicles.length,
  categories: generated.categories.length,
  articles: generated.articles.length,
  articleVehicles: generated.articleVehicles.length,
}

describe('migrations and the generated demo catalogue', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('loads the whole generated catalogue on first start, at the sizes issue 4 asks for', async () => {
    const counts = await countCatalogue(t.app.database.db)

    expect(counts).toEqual(expectedCounts)
    expect(counts.manufacturers).toBeGreaterThanOrEqual(25)
    expect(counts.modelSeries).toBeGreaterThanOrEqual(120)
    expect(counts.vehicles).toBeGreaterThanOrEqual(500)
    expect(counts.articles).toBeGreaterThanOrEqual(5_000)
    expect(counts.articleVehicles).toBeGreaterThanOrEqual(50_000)
  })

  it('has the makes people drive in Norway', async () => {
    const rows = await t.app.database.db
      .select({ name: manufacturers.manuName })
      .from(manufacturers)

    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Volkswagen', 'Toyota', 'Tesla', 'Volvo', 'Škoda', 'Nissan']),
    )
  })

  it("starts the top of the tree with the spec's category slugs, in order, with both names", async () => {
    const rows = await t.app.database.db
      .select()
      .from(categories)
      .where(isNull(categories.parentSlug))
      .orderBy(asc(categories.sortIndex))

    expect(rows.map((row) => row.slug).slice(0, SPEC_CATEGORY_SLUGS.length)).toEqual(
      SPEC_CATEGORY_SLUGS,
    )
    for (const row of rows) {
      expect(row.nameNo).not.toBe('')
      expect(row.nameEn).not.toBe('')
      expect(Array.isArray(row.partTypeIds)).toBe(true)
    }
  })

  it('reads arrays, nullable columns and integer money the same way on either database', async () => {
    const [filter] = await t.app.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'filter'))
    const [eGolf] = await t.app.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.motorCode, 'EAZ'))
    const expected = generated.articles[0]
    const [first] = await t.app.database.db
      .select()
      .from(articles)
      .where(eq(articles.articleId, expected?.articleId ?? -1))

    expect(filter?.partTypeIds).toEqual([7, 8, 9, 424])
    expect(eGolf).toMatchObject({ ccmTech: null, powerKwFrom: 100 })
    expect(first).toMatchObject({
      price: expected?.price,
      discount: expected?.discount ?? 0,
      tags: expected?.tags ?? [],
    })
    expect(Number.isInteger(first?.price)).toBe(true)
  })

  it('adds nothing when the seed runs again', async () => {
    await loadCatalogue(t.app.database.db)

    expect(await loadCatalogueIfEmpty(t.app.database.db)).toBe(false)
    expect(await countCatalogue(t.app.database.db)).toEqual(expectedCounts)
    // The whole seed again (every row offered, then vacuumed): seconds on a busy machine.
  }, 90_000)

  it('applies no migration twice and seeds nothing more when the server restarts', async () => {
    const app = await t.restart()

    await app.database.migrate()
    expect(await countCatalogue(app.database.db)).toEqual(expectedCounts)
  })
})
