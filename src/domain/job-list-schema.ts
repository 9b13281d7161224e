/**
 * The job lists' shapes as schemas, for what crosses the network (`/api/jobs`). The rules
 * and types are in job-list.ts; the checks at the bottom keep the two in step.
 */
import { z } from 'zod'
import type { Same } from './same-shape'
import { MAX_LINE_QUANTITY } from './cart'
import { cartProductSchema } from './cart-schema'
import { MAX_INT4 } from './int4'
import {
  JOB_LINES_MAX,
  JOB_NAME_MAX,
  JOB_NOTE_MAX,
  JOB_PLATE_MAX,
  JOB_VEHICLE_LABEL_MAX,
  type JobLine,
  type JobList,
  type JobVehicle,
} from './job-list'

const name = z.string().trim().min(1).max(JOB_NAME_MAX)

export const jobVehicleSchema = z
  .strictObject({
    plate: z
      .string()
      .regex(/^[A-Z0-9]+$/)
      .max(JOB_PLATE_MAX)
      .nullable(),
    carId: z.int().positive().max(MAX_INT4).nullable(),
    label: z.string().trim().min(1).max(JOB_VEHICLE_LABEL_MAX),
  })
  .refine((vehicle) => vehicle.plate !== null || vehicle.carId !== null, {
    message: 'A vehicle has a plate or a carId',
  })

export const jobLineSchema = z.strictObject({
  product: cartProductSchema,
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
  note: z.string().max(JOB_NOTE_MAX),
})

/** `PUT /api/jobs/:id`: the whole list as the device has it. */
export const jobListBodySchema = z
  .strictObject({
    name,
    customer: name.nullable(),
    vehicle: jobVehicleSchema.nullable(),
    lines: z.array(jobLineSchema).max(JOB_LINES_MAX),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .refine(
    (list) => new Set(list.lines.map((l) => l.product.articleId)).size === list.lines.length,
    { message: 'One line per article', path: ['lines'] },
  )

export const jobListSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  customer: z.string().nullable(),
  vehicle: jobVehicleSchema.nullable(),
  lines: z.array(jobLineSchema),
  updatedAt: z.string(),
})

/** `GET /api/jobs`: the account's lists, the newest change first. */
export const jobListsAnswerSchema = z.object({ items: z.array(jobListSchema) })
/** `GET`, `PUT /api/jobs/:id`: one list. */
export const jobListAnswerSchema = z.object({ item: jobListSchema })

export const jobParamsSchema = z.strictObject({ id: z.uuid() })

export type JobListBody = z.infer<typeof jobListBodySchema>

// The schemas describe exactly the domain's types.
const sameShapes: [
  Same<z.infer<typeof jobVehicleSchema>, JobVehicle>,
  Same<z.infer<typeof jobLineSchema>, JobLine>,
  Same<z.infer<typeof jobListSchema>, JobList>,
] = [true, true, true]
void sameShapes
