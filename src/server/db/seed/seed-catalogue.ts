/**
 * Loads the demo catalogue (demo-catalogue.ts). Idempotent: rows that already exist (same
 * primary key) are left alone, so running it again, or from two instances at once, adds
 * nothing twice. All-or-nothing: one transaction.
 */
import { normalizePartNumber } from '../../../domain/article-number'
import type { AppDatabase } from '../database'
import { countCatalogue } from '../repositories/catalogue-repository'
import {
  articleVehicles,
  articles,
  categories,
  manufacturers,
  modelSeries,
  vehicles,
} from '../schema'
import {
  demoArticles,
  demoCategories,
  demoManufacturers,
  demoModelSeries,
  demoVehicles,
} from './demo-catalogue'

export async function seedDemoCatalogue(db: AppDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(manufacturers).values(demoManufacturers).onConflictDoNothing()
    await tx.insert(modelSeries).values(demoModelSeries).onConflictDoNothing()
    await tx.insert(vehicles).values(demoVehicles).onConflictDoNothing()
    await tx.insert(categories).values(demoCategories).onConflictDoNothing()
    await tx
      .insert(articles)
      .values(
        demoArticles.map(({ fits: _fits, ...row }) => ({
          ...row,
          articleNumberNorm: normalizePartNumber(row.articleNumber),
        })),
      )
      .onConflictDoNothing()
    const links = demoArticles.flatMap((a) =>
      a.fits.map((carId) => ({ articleId: a.articleId, carId })),
    )
    await tx.insert(articleVehicles).values(links).onConflictDoNothing()
  })
}

/**
 * First start: load the demo catalogue only when there is no catalogue at all, so a real one
 * loaded later is never mixed with demo rows. Returns whether it seeded.
 */
export async function seedDemoCatalogueIfEmpty(db: AppDatabase): Promise<boolean> {
  const counts = await countCatalogue(db)
  if (counts.manufacturers > 0 || counts.articles > 0) return false
  await seedDemoCatalogue(db)
  return true
}
