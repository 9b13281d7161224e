/**
 * The vehicle finder's reads (VIN entry, and year → make → model → engine) over the shop's
 * own catalogue tables: the catalogue port has no "built in year" or VIN call. A VIN gives
 * the make from its maker code, and the model family's variants built in a candidate model
 * year, each with its model series, when the VIN names the family reliably (Volkswagen,
 * Tesla); otherwise no variants.
 */
import type {
  Manufacturer,
  ModelSeries,
  VehicleVariant,
  VinMatchAnswer,
} from '../../domain/vehicle-schema'
import { decodeVin, isModelOfFamily, vinSchema } from '../../domain/vin'
import type { AppDatabase } from '../db/database'
import {
  findManufacturer,
  listConstructionYears,
  listManufacturers,
  listManufacturersBuiltIn,
  listModelSeries,
  listModelSeriesBuiltIn,
  listVariantsBuiltIn,
  listVariantsWithSeriesBuiltIn,
  modelSeriesExists,
} from '../db/repositories/vehicles-repository'
import { HttpError } from '../http-errors'
import { byNameThenPower } from './vehicle-service'

/** The message of an unknown VIN, as the spec writes it. */
export const VIN_NOT_FOUND_MESSAGE = 'unable to find vehicle by VIN'

export type VehicleByVin = VinMatchAnswer

/** Years with a variant built, newest first; "still produced" counts up to this year. */
export function constructionYears(db: AppDatabase, today: Date): Promise<number[]> {
  return listConstructionYears(db, today.getUTCFullYear())
}

export function makesBuiltIn(db: AppDatabase, year: number): Promise<Manufacturer[]> {
  return listManufacturersBuiltIn(db, year)
}

/** Throws 404 `NOT_FOUND` with `message` when `found` comes back empty. */
async function orNotFound(found: Promise<unknown>, message: string): Promise<void> {
  if (!(await found)) throw new HttpError(404, 'NOT_FOUND', message)
}

/** The model series of a make built in `year`; 404 for a make the catalogue does not have. */
export async function modelsBuiltIn(
  db: AppDatabase,
  query: { manuId: number; year: number },
): Promise<ModelSeries[]> {
  await orNotFound(findManufacturer(db, query.manuId), `There is no vehicle make ${query.manuId}.`)
  return listModelSeriesBuiltIn(db, query.manuId, query.year)
}

/** The variants of a model series built in `year`; 404 for an unknown model series. */
export async function enginesBuiltIn(
  db: AppDatabase,
  query: { modelId: number; year: number },
): Promise<VehicleVariant[]> {
  await orNotFound(
    modelSeriesExists(db, query.modelId),
    `There is no model series ${query.modelId}.`,
  )
  const variants = await listVariantsBuiltIn(db, [query.modelId], [query.year])
  return variants.toSorted(byNameThenPower)
}

/**
 * What the catalogue has for a VIN. A malformed VIN is a 400 `INVALID_VIN`; a maker code
 * the shop does not know (or a make outside the catalogue) a 404 with the spec's message.
 */
export async function vehicleByVin(
  db: AppDatabase,
  input: unknown,
  today: Date,
): Promise<VehicleByVin> {
  const parsed = vinSchema.safeParse(input)
  if (!parsed.success) {
    throw new HttpError(400, 'INVALID_VIN', parsed.error.issues[0]?.message ?? 'Not a VIN.')
  }
  const decoded = decodeVin(parsed.data, today)
  const make = decoded.make
    ? (await listManufacturers(db)).find((maker) => maker.manuName === decoded.make)
    : undefined
  if (!make) throw new HttpError(404, 'VIN_NOT_FOUND', VIN_NOT_FOUND_MESSAGE)

  const answer = {
    vin: decoded.vin,
    make: make.manuName,
    manuId: make.manuId,
    modelYears: decoded.modelYears,
    checkDigit: decoded.checkDigit,
    warnings: decoded.warnings,
  }
  const family = decoded.model
  if (!family) return { ...answer, matched: 'make', vehicles: [] }
  const series = (await listModelSeries(db, make.manuId)).filter((model) =>
    isModelOfFamily(model.modelname, family),
  )
  const found = await listVariantsWithSeriesBuiltIn(
    db,
    series.map((model) => model.modelId),
    decoded.modelYears,
  )
  // By model series (as listed: by name), then as the picker orders a series' variants.
  const place = (modelId: number) => series.findIndex((model) => model.modelId === modelId)
  const vehicles = found
    .toSorted(
      (a, b) => place(a.modelId) - place(b.modelId) || byNameThenPower(a.variant, b.variant),
    )
    .flatMap(({ modelId, variant }) => {
      const model = series[place(modelId)]
      return model ? [{ ...variant, model }] : []
    })
  return { ...answer, matched: 'model', vehicles }
}
