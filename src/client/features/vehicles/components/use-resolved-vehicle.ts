import { useQuery } from '@tanstack/react-query'
import type { VehicleDetails } from '../../../../domain/garage'
import { useLocale } from '../../../i18n/locale-context'
import { manufacturersQuery } from '../../../data/vehicles/get-manufacturers'
import { modelSeriesQuery } from '../../../data/vehicles/get-model-series'
import { vehicleByRegistrationQuery } from '../../../data/vehicles/get-vehicle-by-registration'
import { vehicleDetailsQuery } from '../../../data/vehicles/get-vehicle-details'
import type { DescribedVariant } from '../../../data/vehicles/vehicle-variant'
import type { Manufacturer, ModelSeries } from '../../../data/vehicles/vehicle-options'

/** How `/all` names its vehicle: a variant id, or a registration number (lower case). */
export interface VehicleSearch {
  motorID?: number
  registreringsNummer?: string
}

export interface ResolvedVehicle {
  /** The variant parts are listed for; `null` while it is being looked up. */
  variant: DescribedVariant | null
  make: Manufacturer | null
  model: ModelSeries | null
  /** Every variant the registration number fits (one or more); empty for a motorID. */
  candidates: DescribedVariant[]
  /** Looking up, or paused for want of a network (`offline`). */
  pending: boolean
  offline: boolean
  error: unknown
}

/**
 * The vehicle of `/all`: by registration number (the registry's best candidate, or the
 * candidate `motorID` picks), else by `motorID` alone through `GET /vehicles/variant/:carId`.
 */
export function useResolvedVehicle(search: VehicleSearch): ResolvedVehicle {
  const locale = useLocale()
  const plate = search.registreringsNummer
  const registration = useQuery({
    ...vehicleByRegistrationQuery(locale, plate ?? ''),
    enabled: plate !== undefined,
  })
  const candidates = registration.data?.candidates ?? []
  const byPlate =
    candidates.find((candidate) => candidate.carId === search.motorID) ??
    candidates.find((candidate) => candidate.carId === registration.data?.carId) ??
    null
  const carId = plate === undefined ? (search.motorID ?? null) : null
  // A bare motorID (a link, a bookmark, a cold start): the variant with its make and model,
  // one GET the service worker may also answer offline.
  const details = useQuery({
    ...vehicleDetailsQuery(locale, carId ?? 0),
    enabled: carId !== null,
  })
  const manuId = registration.data?.manuId
  const makes = useQuery({ ...manufacturersQuery(locale), enabled: manuId !== undefined })
  const models = useQuery({
    ...modelSeriesQuery(locale, manuId ?? 0),
    enabled: manuId !== undefined,
  })

  const active = plate === undefined ? details : registration
  const variant = plate === undefined ? describedVariant(details.data) : byPlate
  return {
    variant,
    make: details.data?.make ?? makes.data?.find((make) => make.manuId === manuId) ?? null,
    model:
      details.data?.model ??
      models.data?.find((model) => model.modelId === registration.data?.modelId) ??
      null,
    candidates,
    // A disabled query (no vehicle named) is pending too, but nothing is being looked up.
    pending: active.isPending && active.fetchStatus !== 'idle',
    offline: active.isPending && active.fetchStatus === 'paused',
    error: active.error ?? (plate !== undefined && registration.data === null ? notFound() : null),
  }
}

function describedVariant(details: VehicleDetails | undefined): DescribedVariant | null {
  if (!details) return null
  const { engine } = details
  return {
    carId: engine.carId,
    typeName: engine.typeName,
    ccmTech: engine.ccmTech,
    powerKwFrom: engine.powerKwFrom,
    powerHpFrom: engine.powerHpFrom,
    yearOfConstrFrom: engine.yearOfConstrFrom,
    yearOfConstrTo: engine.yearOfConstrTo,
    motorCode: engine.motorCode,
  }
}

/** A carId the catalogue does not know, or a plate no car has, reads like the server's 404. */
function notFound() {
  return Object.assign(new Error('No such vehicle'), { status: 404 })
}
