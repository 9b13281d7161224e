/** Construction dates are `yyyymm` integers (201208 = August 2012); `null` in `…To` means still produced. */
import { z } from 'zod'
import type { VehicleCategory } from './vehicle-categories'

const id = z.int().positive()
const yyyymm = z.int()

export const manufacturerSchema = z.object({ manuId: id, manuName: z.string() })
export type Manufacturer = z.infer<typeof manufacturerSchema>

export const modelSeriesSchema = z.object({
  modelId: id,
  modelname: z.string(),
  yearOfConstrFrom: yyyymm.nullable(),
  yearOfConstrTo: yyyymm.nullable(),
})
export type ModelSeries = z.infer<typeof modelSeriesSchema>

export const vehicleVariantSchema = z.object({
  vehicleDetails: z.object({
    carId: id,
    typeName: z.string(),
    yearOfConstrFrom: yyyymm,
    yearOfConstrTo: yyyymm.nullable(),
    ccmTech: z.int().nullable(),
    powerKwFrom: z.int(),
    powerHpFrom: z.int(),
  }),
  motorCode: z.string().nullable(),
})
export type VehicleVariant = z.infer<typeof vehicleVariantSchema>

export const vehicleEngineSchema = z.object({
  carId: id,
  typeName: z.string(),
  powerKwFrom: z.int().nullable(),
  powerHpFrom: z.int().nullable(),
  ccmTech: z.int().nullable(),
  motorCode: z.string().nullable(),
  fuel: z.string().nullable(),
  yearOfConstrFrom: yyyymm.nullable(),
  yearOfConstrTo: yyyymm.nullable(),
})
export type VehicleEngine = z.infer<typeof vehicleEngineSchema>

export const vehicleDetailsSchema = z.object({
  id,
  make: manufacturerSchema,
  model: modelSeriesSchema,
  engine: vehicleEngineSchema,
})
export type VehicleDetails = z.infer<typeof vehicleDetailsSchema>

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ array: z.array(item) }) })

export const manufacturersAnswerSchema = z.object({ data: z.array(manufacturerSchema) })
export const modelSeriesAnswerSchema = listOf(modelSeriesSchema)
export const variantIdsAnswerSchema = z.array(id)
export const variantsAnswerSchema = listOf(vehicleVariantSchema)
export type VariantsAnswer = z.infer<typeof variantsAnswerSchema>
export const vehicleDetailsAnswerSchema = z.object({ vehicle: vehicleDetailsSchema })
export type VehicleDetailsAnswer = z.infer<typeof vehicleDetailsAnswerSchema>

export const vehicleCategorySchema: z.ZodType<VehicleCategory> = z.lazy(() =>
  z.object({
    name: z.string(),
    slug: z.string(),
    count: z.int().nonnegative().nullable(),
    subItems: z.array(vehicleCategorySchema).optional(),
  }),
)
// Named, so the OpenAPI document can refer to the recursive node as one component.
z.globalRegistry.add(vehicleCategorySchema, { id: 'VehicleCategory' })
export const vehicleCategoriesAnswerSchema = listOf(vehicleCategorySchema)
export type VehicleCategoriesAnswer = z.infer<typeof vehicleCategoriesAnswerSchema>

export const yearsAnswerSchema = z.object({ data: z.array(z.int()) })
export const makesAnswerSchema = manufacturersAnswerSchema
export const modelsAnswerSchema = z.object({ data: z.array(modelSeriesSchema) })
export const enginesAnswerSchema = z.object({ data: z.array(vehicleVariantSchema) })

export const registrationMatchSchema = z.object({
  manuId: id,
  modelId: id,
  carId: id,
  vehicles: z.array(vehicleVariantSchema),
})
export type RegistrationMatch = z.infer<typeof registrationMatchSchema>

export const registrationAnswerSchema = z.object({
  status: z.literal(200),
  data: registrationMatchSchema,
})
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>

/** `make`: the VIN names only the make, and `vehicles` is empty (every variant of a make in a year is too many). */
export const VIN_MATCHES = ['model', 'make'] as const
export type VinMatch = (typeof VIN_MATCHES)[number]

export const vinCandidateSchema = vehicleVariantSchema.extend({ model: modelSeriesSchema })
export type VinCandidate = z.infer<typeof vinCandidateSchema>

export const vinMatchSchema = z.object({
  vin: z.string(),
  make: z.string(),
  manuId: id,
  modelYears: z.array(z.int()),
  checkDigit: z.enum(['valid', 'invalid', 'not-applicable']),
  matched: z.enum(VIN_MATCHES),
  warnings: z.array(z.string()),
  vehicles: z.array(vinCandidateSchema),
})
export type VinMatchAnswer = z.infer<typeof vinMatchSchema>

export const vinAnswerSchema = z.object({ status: z.literal(200), data: vinMatchSchema })
export type VinAnswer = z.infer<typeof vinAnswerSchema>

export const fitmentAnswerSchema = z.object({ carId: id, fits: z.array(id) })
export type FitmentAnswer = z.infer<typeof fitmentAnswerSchema>
