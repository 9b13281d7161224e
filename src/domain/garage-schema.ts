/**
 * The garage's shapes as schemas: what the server answers and accepts for `/api/garage`. The
 * rules are in garage.ts, free of the schema library so the front page's header can use them.
 */
import { z } from 'zod'
import { idSchema } from './catalogue-api'
import { constructionYearSchema } from './vehicle-api'
import { vehicleDetailsSchema } from './vehicle-schema'

export const garageVehicleSchema = vehicleDetailsSchema.extend({
  /** The year chosen in the year picker, when the vehicle came from it. */
  year: z.int().nullable(),
  /** ISO time the vehicle was added; the garage lists the newest first. */
  addedAt: z.string(),
})
export type GarageVehicle = z.infer<typeof garageVehicleSchema>

export { type VehicleDetails, vehicleDetailsSchema } from './vehicle-schema'

/** `GET /api/garage`, and the answer to add and remove: the account's garage, newest first. */
export const garageListAnswerSchema = z.object({ items: z.array(garageVehicleSchema) })

/** `POST /api/garage`: the server looks the variant up itself and never trusts client names. */
export const garageAddBodySchema = z.strictObject({
  carId: idSchema,
  year: constructionYearSchema.nullable().optional(),
})

export type GarageAddBody = z.infer<typeof garageAddBodySchema>

/** `DELETE /api/garage/:carId`. */
export const garageParamsSchema = z.strictObject({ carId: idSchema })
