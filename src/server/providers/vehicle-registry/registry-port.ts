/** Failures reject with `VehicleRegistryError`; no car with the plate is null. */
import { ProviderError } from '../provider-error'

/** Fuel in the catalogue's words (`vehicles.fuel`). */
export type RegistryFuel = 'petrol' | 'diesel' | 'hybrid' | 'plug-in hybrid' | 'electric'

/** What the registry says about a car; any fact it does not give is `null`. */
export interface RegistryFacts {
  /** Normalised plate. */
  registrationNumber: string
  /** As the registry writes it: "VOLKSWAGEN", "Volkswagen". */
  make: string
  /** Trade name (handelsbetegnelse): "GOLF", "MODEL 3". */
  model: string | null
  engineCode: string | null
  powerKw: number | null
  /** Displacement, cm³; `null` for electric cars. */
  ccm: number | null
  fuel: RegistryFuel | null
  /** First registration (in Norway), `yyyy-mm-dd`. */
  firstRegistration: string | null
}

export interface RegistryMatch {
  vehicle: RegistryFacts
  /** Catalogue variants fitting the facts, best first; empty when none does. */
  carIds: number[]
}

export interface VehicleRegistryPort {
  lookup(registrationNumber: string): Promise<RegistryMatch | null>
}

export type VehicleRegistryErrorKind =
  /** Timeouts, network errors, 5xx, a payload we cannot read: try again later. */
  | 'unavailable'
  /** The registry refused our key (401/403): the operator must fix it. */
  | 'unauthorized'
  /** The day's quota is spent (422 from SVV); `retryAfter` says for how long, in seconds. */
  | 'quota'

export class VehicleRegistryError extends ProviderError<VehicleRegistryErrorKind> {
  override name = 'VehicleRegistryError'
}
