/**
 * What the vehicle finders choose from: manufacturers, model series and variants,
 * reduced to the fields the selects show. The API modules map their answers onto these.
 */

export interface Manufacturer {
  manuId: number
  manuName: string
}

export interface ModelSeries {
  modelId: number
  modelname: string
  /** yyyymm, as the catalogue encodes it. */
  yearOfConstrFrom: number | null
  yearOfConstrTo: number | null
}

/** A vehicle variant ("engine" in the selects); `carId` is what parts are looked up by. */
export interface VehicleVariant {
  carId: number
  typeName: string
  powerKwFrom?: number | null
  ccmTech?: number | null
  motorCode?: string | null
}

/** The vehicle a finder reports: the garage's year, make, model and engine. */
export interface ChosenVehicle {
  year: number | null
  make: Manufacturer
  model: ModelSeries
  engine: VehicleVariant
}

/**
 * What a VIN lookup answers, for the 'vehicle found' message (the spec does not list the
 * fields, §3): the make and the model years the VIN says, the catalogue's variants of its
 * model family built in those years (none when the VIN names only the make), and `carId`
 * when exactly one variant matches.
 */
export interface VinVehicle {
  vin: string
  label: string
  carId: number | null
  make: string
  manuId: number
  modelYears: number[]
  variants: VehicleVariant[]
}

/** The vehicle a registration number resolves to (`menuId`, `modId`, `carId`). */
export interface RegistrationVehicle {
  manuId: number
  modelId: number
  carId: number
}

/** An article found by its number (finder popup, part-number tab). */
export interface FoundArticle {
  articleNumber: string
  articleName?: string
}
