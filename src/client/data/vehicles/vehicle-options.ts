/**
 * What the vehicle finders choose from: makes, model series and engines, as the API's shapes
 * (src/domain/vehicle-schema.ts) or the part of them the selects show.
 */
import type { Article } from '../../../domain/article-schema'
import type {
  Manufacturer,
  ModelSeries,
  RegistrationMatch,
  VehicleEngine,
} from '../../../domain/vehicle-schema'

export type { Manufacturer, ModelSeries }

/** A variant's engine as a select lists it; `carId` is what parts are looked up by. */
export type EngineChoice = Pick<VehicleEngine, 'carId' | 'typeName'> &
  Partial<Pick<VehicleEngine, 'powerKwFrom' | 'ccmTech' | 'motorCode'>>

/** The vehicle a finder reports: the garage's year, make, model and engine. */
export interface ChosenVehicle {
  year: number | null
  make: Manufacturer
  model: ModelSeries
  engine: EngineChoice
}

/** A variant a VIN may be: its engine, the name of its model series and when it was built. */
export type VinCandidate = EngineChoice &
  Pick<VehicleEngine, 'yearOfConstrFrom' | 'yearOfConstrTo'> & { modelname: string }

/**
 * What a VIN lookup answers, for the 'vehicle found' message: the make and the model years
 * the VIN says, the catalogue's variants of its model family built in those years (none when
 * the VIN names only the make), and `carId` when exactly one variant matches.
 */
export interface VinVehicle {
  vin: string
  label: string
  carId: number | null
  make: string
  manuId: number
  modelYears: number[]
  variants: VinCandidate[]
}

/** The vehicle a registration number resolves to. */
export type RegistrationVehicle = Pick<RegistrationMatch, 'manuId' | 'modelId' | 'carId'>

/** An article found by its number (finder popup, part-number tab). */
export type FoundArticle = Pick<Article, 'articleNumber'> & Partial<Pick<Article, 'articleName'>>
