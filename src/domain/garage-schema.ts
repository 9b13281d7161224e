import { z } from 'zod'
import { idSchema } from './catalogue-api'
import { constructionYearSchema } from './vehicle-api'
import { vehicleDetailsSchema } from './vehicle-schema'

export const garageVehicleSchema = vehicleDetailsSchema.extend({
  year: z.int().nullable(),
  addedAt: z.string(),
})
export type GarageVehicle = z.infer<typeof garageVehicleSchema>

export { type VehicleDetails, vehicleDetailsSchema } from './vehicle-schema'

export const garageListAnswerSchema = z.object({ items: z.array(garageVehicleSchema) })

/** The server looks the variant up itself and never trusts client names. */
export const garageAddBodySchema = z.strictObject({
  carId: idSchema,
  year: constructionYearSchema.nullable().optional(),
})

export type GarageAddBody = z.infer<typeof garageAddBodySchema>

export const garageParamsSchema = z.strictObject({ carId: idSchema })
