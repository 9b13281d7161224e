import { buildCategoryTree, type CategoryNode } from '../../domain/category-tree'
import { countedCategories, type VehicleCategory } from '../../domain/vehicle-categories'
import type { VehicleDetailsAnswer } from '../../domain/vehicle-schema'
import type { Locale } from '../../domain/locale'
import type { AppDatabase } from '../db/database'
import { listCategoryRows } from '../db/repositories/catalogue-repository'
import { vehicleExists } from '../db/repositories/articles-repository'
import { countArticlesByPartTypeForVehicle } from '../db/repositories/vehicles-repository'
import { HttpError } from '../http-errors'
import type { CataloguePort, VehicleVariant } from '../providers/catalogue/catalogue-port'

export function vehicleNotFound(carId: number): HttpError {
  return new HttpError(404, 'VEHICLE_NOT_FOUND', `The catalogue has no vehicle ${carId}.`)
}

export async function vehicleDetails(
  catalogue: CataloguePort,
  query: { lang: Locale; carId: number },
): Promise<VehicleDetailsAnswer> {
  const vehicle = await catalogue.variantDetails(query)
  if (!vehicle) throw vehicleNotFound(query.carId)
  return { vehicle }
}

/** A provider's tree comes without counts. */
export async function vehicleCategories(
  source: { catalogue: CataloguePort; db: AppDatabase | null },
  query: { lang: Locale; carId: number },
): Promise<VehicleCategory[]> {
  const { catalogue, db } = source
  const { lang, carId } = query
  if (db) {
    if (!(await vehicleExists(db, carId))) throw vehicleNotFound(carId)
    const tree = buildCategoryTree(await listCategoryRows(db), lang)
    return countedCategories(tree, await countArticlesByPartTypeForVehicle(db, carId))
  }
  const [variant] = await catalogue.variantsByIds({ lang, carIds: [carId] })
  if (!variant) throw vehicleNotFound(carId)
  return uncounted(await catalogue.categoryTree({ lang, vehicle: { carId } }))
}

function uncounted(nodes: readonly CategoryNode[]): VehicleCategory[] {
  return nodes.map(({ name, slug, subItems }) => ({
    name,
    slug,
    count: null,
    ...(subItems?.length && { subItems: uncounted(subItems) }),
  }))
}

/** A model series asked under another make has none. */
export async function variantIdsOfModel(
  catalogue: CataloguePort,
  query: { lang: Locale; manuId: number; modelId: number },
): Promise<number[]> {
  const { lang, manuId, modelId } = query
  const series = await catalogue.modelSeries({ lang, manuId })
  if (!series.some((model) => model.modelId === modelId)) return []
  const variants = await catalogue.variants({ lang, modelId })
  const carIds = new Set(variants.map((variant) => variant.vehicleDetails.carId))
  return [...carIds].sort((a, b) => a - b)
}

/** Code point order: what the database's C collation gave before the catalogue port. */
export async function variantsForPicker(
  catalogue: CataloguePort,
  query: { lang: Locale; carIds: readonly number[] },
): Promise<VehicleVariant[]> {
  const variants = await catalogue.variantsByIds({
    lang: query.lang,
    carIds: [...new Set(query.carIds)],
  })
  return variants.toSorted(byNameThenPower)
}

export function byNameThenPower(a: VehicleVariant, b: VehicleVariant): number {
  const x = a.vehicleDetails
  const y = b.vehicleDetails
  if (x.typeName !== y.typeName) return x.typeName < y.typeName ? -1 : 1
  return x.powerKwFrom - y.powerKwFrom || x.carId - y.carId
}
