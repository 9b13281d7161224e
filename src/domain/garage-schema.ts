/**
 * The garage's shapes as schemas (spec §3): what the server answers and accepts for
 * `/api/garage` and `/api/vehicles/variant/:carId`. The rules are in garage.ts, free of the
 * schema library so the front page's header can use them.
 */
import { z } from 'zod'
import { idSchema } from './catalogue-api'
import { constructionYearSchema } from './vehicle-api'

export const garageVehicleSchema = z.object({
  /** The variant's carId (spec §3 "Vehicle (garage): id, year, make, model, engine"). */
  id: z.number().int().positive(),
  /** The year chosen in the year picker, when the vehicle came from it. */
  year: z.number().int().nullable(),
  make: z.object({ manuId: z.number().int().positive(), manuName: z.string() }),
  model: z.object({
    modelId: z.number().int().positive(),
    modelname: z.string(),
    yearOfConstrFrom: z.number().int().nullable(),
    yearOfConstrTo: z.number().int().nullable(),
  }),
  engine: z.object({
    carId: z.number().int().positive(),
    typeName: z.string(),
    powerKwFrom: z.number().int().nullable(),
    powerHpFrom: z.number().int().nullable(),
    ccmTech: z.number().int().nullable(),
    motorCode: z.string().nullable(),
    fuel: z.string().nullable(),
    yearOfConstrFrom: z.number().int().nullable(),
    yearOfConstrTo: z.number().int().nullable(),
  }),
  /** ISO time the vehicle was added; the garage lists the newest first. */
  addedAt: z.string(),
})

export type GarageVehicle = z.infer<typeof garageVehicleSchema>

/**
 * A catalogue variant with the names of its make and model series:
 * `GET /api/vehicles/variant/:carId` answers `{ vehicle }` with it.
 */
export const vehicleDetailsSchema = garageVehicleSchema.omit({ year: true, addedAt: true })

export type VehicleDetails = z.infer<typeof vehicleDetailsSchema>

export interface VehicleDetailsResponse {
  vehicle: VehicleDetails
}

/** `POST /api/garage`: the server looks the variant up itself and never trusts client names. */
export const garageAddBodySchema = z.strictObject({
  carId: idSchema,
  year: constructionYearSchema.nullable().optional(),
})

export type GarageAddBody = z.infer<typeof garageAddBodySchema>

/** `DELETE /api/garage/:carId`. */
export const garageParamsSchema = z.strictObject({ carId: idSchema })
