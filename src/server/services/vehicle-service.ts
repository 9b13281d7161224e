/**
 * The vehicle chain (`/tecdoc/…`) over whichever catalogue the shop uses: the
 * answers the vehicle routes give, in the same order whatever order the catalogue uses.
 */
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

/** 404 `VEHICLE_NOT_FOUND`: the catalogue has no variant with this carId. */
export function vehicleNotFound(carId: number): HttpError {
  return new HttpError(404, 'VEHICLE_NOT_FOUND', `The catalogue has no vehicle ${carId}.`)
}

/** One variant with its make and model series names (the garage's and `/all`'s heading). */
export async function vehicleDetails(
  catalogue: CataloguePort,
  query: { lang: Locale; carId: number },
): Promise<VehicleDetailsAnswer> {
  const vehicle = await catalogue.variantDetails(query)
  if (!vehicle) throw vehicleNotFound(query.carId)
  return { vehicle }
}

/**
 * The category branches holding parts for a variant, with how many. The shop's own catalogue
 * counts them from its fitment table; a provider's tree comes without counts.
 */
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

/**
 * The variant ids of a model series of a make, ascending. A model series asked under another
 * make has none: the chain is make → model series → variants.
 */
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

/**
 * Variants by id, each once, for the vehicle picker: by name, then power, then id. Names
 * compare by code point, which is the order the database's C collation gave this list
 * before it went through the catalogue port.
 */
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

/** The picker's order of variants: by name (code points), then power, then id. */
export function byNameThenPower(a: VehicleVariant, b: VehicleVariant): number {
  const x = a.vehicleDetails
  const y = b.vehicleDetails
  if (x.typeName !== y.typeName) return x.typeName < y.typeName ? -1 : 1
  return x.powerKwFrom - y.powerKwFrom || x.carId - y.carId
}
