import { useQuery } from '@tanstack/react-query'
import type { VehicleDetails } from '../../../../domain/garage'
import { useLocale } from '../../../i18n/locale-context'
import { manufacturersQuery } from '../../../data/vehicles/get-manufacturers'
import { modelSeriesQuery } from '../../../data/vehicles/get-model-series'
import { vehicleByRegistrationQuery } from '../../../data/vehicles/get-vehicle-by-registration'
import { vehicleDetailsQuery } from '../../../data/vehicles/get-vehicle-details'
import type { DescribedVariant } from '../../../data/vehicles/vehicle-variant'
import type { Manufacturer, ModelSeries } from '../../../data/vehicles/vehicle-options'

export interface VehicleSearch {
  motorID?: number
  registreringsNummer?: string
}

export interface ResolvedVehicle {
  variant: DescribedVariant | null
  make: Manufacturer | null
  model: ModelSeries | null
  candidates: DescribedVariant[]
  pending: boolean
  offline: boolean
  error: unknown
}

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

function notFound() {
  return Object.assign(new Error('No such vehicle'), { status: 404 })
}
