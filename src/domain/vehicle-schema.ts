/**
 * The vehicle answers: makes → model series → variants, the plate and VIN look-ups, and a
 * variant with its make and series. Construction dates are `yyyymm` integers (201208 =
 * August 2012); `null` in `…To` means still produced. A missing engine code is `null`.
 */
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

/** A variant as the picker lists it. */
export const vehicleVariantSchema = z.object({
  vehicleDetails: z.object({
    carId: id,
    typeName: z.string(),
    yearOfConstrFrom: yyyymm,
    yearOfConstrTo: yyyymm.nullable(),
    /** Displacement in cm³; `null` for electric vehicles or when the catalogue has none. */
    ccmTech: z.int().nullable(),
    powerKwFrom: z.int(),
    powerHpFrom: z.int(),
  }),
  /** Engine code(s) as the catalogue writes them ("CMBA, CXSA"). */
  motorCode: z.string().nullable(),
})
export type VehicleVariant = z.infer<typeof vehicleVariantSchema>

/** A variant's engine as the garage keeps it: unknown figures are `null`. */
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

/** A catalogue variant with its make and model series (`id` is its carId). */
export const vehicleDetailsSchema = z.object({
  id,
  make: manufacturerSchema,
  model: modelSeriesSchema,
  engine: vehicleEngineSchema,
})
export type VehicleDetails = z.infer<typeof vehicleDetailsSchema>

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ array: z.array(item) }) })

/** `GET /tecdoc/manufacturers`, `/tecdoc/get-brands`. */
export const manufacturersAnswerSchema = z.object({ data: z.array(manufacturerSchema) })
/** `GET /tecdoc/models?manuId`. */
export const modelSeriesAnswerSchema = listOf(modelSeriesSchema)
/** `GET /tecdoc/vehicle-ids?manuId&modelId`: carIds, ascending. */
export const variantIdsAnswerSchema = z.array(id)
/** `POST /tecdoc/vehicles {carids}`. */
export const variantsAnswerSchema = listOf(vehicleVariantSchema)
export type VariantsAnswer = z.infer<typeof variantsAnswerSchema>
/** `GET /vehicles/variant/:carId`. */
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
/** `GET /vehicles/variant/:carId/categories`: the branches with parts for the variant. */
export const vehicleCategoriesAnswerSchema = listOf(vehicleCategorySchema)
export type VehicleCategoriesAnswer = z.infer<typeof vehicleCategoriesAnswerSchema>

/** The year picker: `/vehicles/years`, `/makes`, `/models`, `/engines`. */
export const yearsAnswerSchema = z.object({ data: z.array(z.int()) })
export const makesAnswerSchema = manufacturersAnswerSchema
export const modelsAnswerSchema = z.object({ data: z.array(modelSeriesSchema) })
export const enginesAnswerSchema = z.object({ data: z.array(vehicleVariantSchema) })

/** What a plate is: its best candidate's make, series and variant, and every candidate. */
export const registrationMatchSchema = z.object({
  manuId: id,
  modelId: id,
  carId: id,
  /** Best first. */
  vehicles: z.array(vehicleVariantSchema),
})
export type RegistrationMatch = z.infer<typeof registrationMatchSchema>

/** `GET /tecdoc/search-by-registration-number`. */
export const registrationAnswerSchema = z.object({
  status: z.literal(200),
  data: registrationMatchSchema,
})
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>

/**
 * How a VIN was matched: `model` when it names the model family, `make` when it names only
 * the make (`vehicles` is then empty: every variant of a make in a year is too many).
 */
export const VIN_MATCHES = ['model', 'make'] as const
export type VinMatch = (typeof VIN_MATCHES)[number]

/** A variant a VIN may be, with its model series: 'Golf VII' and 'Golf VII Variant' share engines. */
export const vinCandidateSchema = vehicleVariantSchema.extend({ model: modelSeriesSchema })
export type VinCandidate = z.infer<typeof vinCandidateSchema>

export const vinMatchSchema = z.object({
  vin: z.string(),
  make: z.string(),
  manuId: id,
  modelYears: z.array(z.int()),
  checkDigit: z.enum(['valid', 'invalid', 'not-applicable']),
  matched: z.enum(VIN_MATCHES),
  /** English notes for the client and the log, never reasons to refuse the VIN. */
  warnings: z.array(z.string()),
  /** By model series, then name and power. */
  vehicles: z.array(vinCandidateSchema),
})
export type VinMatchAnswer = z.infer<typeof vinMatchSchema>

/** `GET /vehicles/by-vin`. */
export const vinAnswerSchema = z.object({ status: z.literal(200), data: vinMatchSchema })
export type VinAnswer = z.infer<typeof vinAnswerSchema>

/** `GET /vehicles/fitment`: the asked articles that fit `carId`, ascending. */
export const fitmentAnswerSchema = z.object({ carId: id, fits: z.array(id) })
export type FitmentAnswer = z.infer<typeof fitmentAnswerSchema>
