/**
 * Finds sample rows of whatever catalogue is seeded, so API tests never hard-code ids:
 * a Bosch article with a spaced number, an article with an EAN, an OE number, a variant with
 * fitted articles.
 */
import { and, asc, eq, isNotNull, like, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  articleOeNumbers,
  articleVehicles,
  articles,
  modelSeries,
  vehicles,
} from '../../src/server/db/schema'

export async function boschArticleWithSpacedNumber(app: FastifyInstance) {
  const [row] = await app.database.db
    .select()
    .from(articles)
    .where(and(eq(articles.mfrName, 'BOSCH'), like(articles.articleNumber, '0 986 %')))
    .orderBy(asc(articles.articleId))
    .limit(1)
  if (!row) throw new Error('the seeded catalogue has no Bosch article numbered "0 986 …"')
  return row
}

export async function articleWithEan(app: FastifyInstance) {
  const [row] = await app.database.db
    .select()
    .from(articles)
    .where(isNotNull(articles.ean))
    .orderBy(asc(articles.articleId))
    .limit(1)
  if (!row?.ean) throw new Error('the seeded catalogue has no article with an EAN')
  return row as typeof row & { ean: string }
}

/** An OE number written with spaces, and the article behind it. */
export async function oeNumberWithSpaces(app: FastifyInstance) {
  const [row] = await app.database.db
    .select()
    .from(articleOeNumbers)
    .where(like(articleOeNumbers.oeNumber, '% %'))
    .orderBy(asc(articleOeNumbers.articleId))
    .limit(1)
  if (!row) throw new Error('the seeded catalogue has no OE number with spaces')
  return row
}

/** A VW Golf VII variant and how many articles fit it. */
export async function golfViiVariantWithParts(app: FastifyInstance) {
  const [row] = await app.database.db
    .select({ carId: vehicles.carId, fitted: sql<number>`count(*)::int` })
    .from(vehicles)
    .innerJoin(modelSeries, eq(modelSeries.modelId, vehicles.modelId))
    .innerJoin(articleVehicles, eq(articleVehicles.carId, vehicles.carId))
    .where(like(modelSeries.modelname, 'Golf VII%'))
    .groupBy(vehicles.carId)
    .orderBy(asc(vehicles.carId))
    .limit(1)
  if (!row) throw new Error('the seeded catalogue has no Golf VII variant with parts')
  return row
}
