import { asc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countCatalogue } from '../../src/server/db/repositories/catalogue-repository'
import { articles, categories, manufacturers, vehicles } from '../../src/server/db/schema'
import {
  demoArticles,
  demoCategories,
  demoManufacturers,
  demoModelSeries,
  demoVehicles,
} from '../../src/server/db/seed/demo-catalogue'
import {
  seedDemoCatalogue,
  seedDemoCatalogueIfEmpty,
} from '../../src/server/db/seed/seed-catalogue'
import { buildTestApp, type TestApp } from '../support/build-app'

/** The spec's top-level category slugs (§1). */
const SPEC_SLUGS = [
  'batteri',
  'suspensjon',
  'bremser',
  'clutch',
  'dynamo',
  'drivaksel-ledd',
  'eksos-system',
  'filter',
  'karosseri',
  'kjøling',
  'klima-luft-kondisjonering',
  'lys-og-speil',
  'motor',
  'olje',
  'turbo',
]

const expectedCounts = {
  manufacturers: demoManufacturers.length,
  modelSeries: demoModelSeries.length,
  vehicles: demoVehicles.length,
  categories: demoCategories.length,
  articles: demoArticles.length,
  articleVehicles: demoArticles.reduce((sum, article) => sum + article.fits.length, 0),
}

describe('migrations and the demo catalogue', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('loads the whole demo catalogue on first start', async () => {
    const counts = await countCatalogue(t.app.database.db)

    expect(counts).toEqual(expectedCounts)
    expect(counts.manufacturers).toBe(6)
    expect(counts.articles).toBeGreaterThanOrEqual(50)
  })

  it('has the six demo makes', async () => {
    const rows = await t.app.database.db
      .select({ name: manufacturers.manuName })
      .from(manufacturers)

    // Sorted here: the databases' collations differ (PGlite and a no-locale cluster use C).
    expect(rows.map((row) => row.name).sort()).toEqual(
      ['Volkswagen', 'Toyota', 'Tesla', 'Volvo', 'Škoda', 'Nissan'].sort(),
    )
  })

  it("has the spec's category slugs at the top of the tree, in order, with both names", async () => {
    const rows = await t.app.database.db
      .select()
      .from(categories)
      .where(isNull(categories.parentSlug))
      .orderBy(asc(categories.sortIndex))

    expect(rows.map((row) => row.slug)).toEqual(SPEC_SLUGS)
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
    const [oilFilter] = await t.app.database.db
      .select()
      .from(articles)
      .where(eq(articles.articleId, 100001))

    expect(filter?.partTypeIds).toEqual([7, 8, 9, 424])
    expect(eGolf).toMatchObject({ typeName: 'e-Golf', ccmTech: null, powerKwFrom: 100 })
    expect(oilFilter).toMatchObject({ price: 18_900, discount: 0, tags: ['bestselger'] })
  })

  it('adds nothing when the seed runs again', async () => {
    await seedDemoCatalogue(t.app.database.db)

    expect(await seedDemoCatalogueIfEmpty(t.app.database.db)).toBe(false)
    expect(await countCatalogue(t.app.database.db)).toEqual(expectedCounts)
  })

  it('applies no migration twice and seeds nothing more when the server restarts', async () => {
    const app = await t.restart()

    await app.database.migrate()
    expect(await countCatalogue(app.database.db)).toEqual(expectedCounts)
  })
})
