/** Reads the shop's own tables: the catalogue port has no "built in year" or VIN call. */
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

export const VIN_NOT_FOUND_MESSAGE = 'unable to find vehicle by VIN'

export type VehicleByVin = VinMatchAnswer

export function constructionYears(db: AppDatabase, today: Date): Promise<number[]> {
  return listConstructionYears(db, today.getUTCFullYear())
}

export function makesBuiltIn(db: AppDatabase, year: number): Promise<Manufacturer[]> {
  return listManufacturersBuiltIn(db, year)
}

async function orNotFound(found: Promise<unknown>, message: string): Promise<void> {
  if (!(await found)) throw new HttpError(404, 'NOT_FOUND', message)
}

export async function modelsBuiltIn(
  db: AppDatabase,
  query: { manuId: number; year: number },
): Promise<ModelSeries[]> {
  await orNotFound(findManufacturer(db, query.manuId), `There is no vehicle make ${query.manuId}.`)
  return listModelSeriesBuiltIn(db, query.manuId, query.year)
}

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
