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

export interface ChosenVehicle {
  year: number | null
  make: Manufacturer
  model: ModelSeries
  engine: EngineChoice
}

export type VinCandidate = EngineChoice &
  Pick<VehicleEngine, 'yearOfConstrFrom' | 'yearOfConstrTo'> & { modelname: string }

/** `variants` is empty when the VIN names only the make; `carId` when exactly one matches. */
export interface VinVehicle {
  vin: string
  label: string
  carId: number | null
  make: string
  manuId: number
  modelYears: number[]
  variants: VinCandidate[]
}

export type RegistrationVehicle = Pick<RegistrationMatch, 'manuId' | 'modelId' | 'carId'>

export type FoundArticle = Pick<Article, 'articleNumber'> & Partial<Pick<Article, 'articleName'>>
