import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import {
  formatRegistrationNumber,
  normalizeRegistrationNumber,
} from '../../../../domain/registration'
import { useDocumentTitle } from '../../../ui/document-title'
import { apiErrorText } from '../../../i18n/api-error-messages'
import { requestProblem } from '../../../lib/request-problem'
import { useLocale } from '../../../i18n/locale-context'
import { variantLabel } from '../../../data/vehicles/vehicle-labels'
import { OfflineMessage } from '../../../ui/offline-message'
import { useCurrentVehicle } from './use-current-vehicle'
import {
  type ResolvedVehicle,
  useResolvedVehicle,
  type VehicleSearch,
} from './use-resolved-vehicle'
import { VehicleParts } from './vehicle-parts'
import { VehicleSummary } from './vehicle-summary'
import './vehicle-finder.css'

interface AllPartsPageProps {
  search: VehicleSearch & { category?: string; page?: number }
  categories: (carId: number) => ReactNode
  offlinePack?: (carId: number, name: string) => ReactNode
}

export function AllPartsPage({ search, categories, offlinePack }: AllPartsPageProps) {
  const { t } = useLingui()
  const vehicle = useResolvedVehicle(search)
  const { variant, make, model } = vehicle
  const name = [make?.manuName, model?.modelname, variant?.typeName].filter(Boolean).join(' ')
  const title = name ? t`Parts for ${name}` : t`Parts for your vehicle`
  useDocumentTitle(title)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  const partsHeading = useLandingOnParts(search.category)
  useCurrentVehicle(search.registreringsNummer === undefined ? null : (variant?.carId ?? null))

  return (
    <section className="page page--all" aria-labelledby="all-title">
      <h1 id="all-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {search.registreringsNummer && (
        <p className="plate">
          <Trans>
            Registration number{' '}
            {formatRegistrationNumber(normalizeRegistrationNumber(search.registreringsNummer))}
          </Trans>
        </p>
      )}
      <VehicleState vehicle={vehicle} plate={search.registreringsNummer} />
      {variant && <VehicleSummary vehicle={vehicle} />}
      {variant && offlinePack?.(variant.carId, name)}
      {variant && vehicle.candidates.length > 1 && (
        <CandidatePicker vehicle={vehicle} chosen={variant.carId} />
      )}
      {variant && (
        <div className="all-parts">
          {categories(variant.carId)}
          <section className="all-parts__list" aria-labelledby="parts-title">
            <h2 id="parts-title" ref={partsHeading} tabIndex={-1}>
              <Trans>Parts</Trans>
            </h2>
            <VehicleParts
              request={{ carId: variant.carId, category: search.category, page: search.page ?? 1 }}
            />
          </section>
        </div>
      )}
    </section>
  )
}

/**
 * After another category is chosen the parts are what the shopper sees: the categories and
 * the parts are scrolled to the top of the screen, and the parts' heading takes the focus.
 */
function useLandingOnParts(category: string | undefined) {
  const partsHeading = useRef<HTMLHeadingElement>(null)
  const shown = useRef(category)
  useEffect(() => {
    if (shown.current === category) return
    shown.current = category
    const target = partsHeading.current
    target?.closest('.all-parts')?.scrollIntoView({ block: 'start' })
    target?.focus({ preventScroll: true })
  }, [category])
  return partsHeading
}

function VehicleState({ vehicle, plate }: { vehicle: ResolvedVehicle; plate?: string }) {
  if (vehicle.offline) return <OfflineMessage />
  if (vehicle.pending) {
    if (plate === undefined && vehicle.variant === null && !vehicle.error) {
      return (
        <p role="status">
          <Trans>Looking up the vehicle…</Trans>
        </p>
      )
    }
    if (plate !== undefined) {
      return (
        <p role="status">
          <Trans>Looking up the registration number…</Trans>
        </p>
      )
    }
  }
  if (vehicle.error) return <VehicleProblem error={vehicle.error} byPlate={plate !== undefined} />
  if (plate === undefined && vehicle.variant === null && !vehicle.pending) {
    return (
      <div role="alert">
        <p>
          <Trans>Choose a vehicle to see the parts that fit it.</Trans>
        </p>
        <Link to="/" hash="vehicle-finder-title">
          <Trans>Find your vehicle</Trans>
        </Link>
      </div>
    )
  }
  return null
}

function VehicleProblem({ error, byPlate }: { error: unknown; byPlate: boolean }) {
  const problem = requestProblem(error)
  if (problem.kind === 'offline') return <OfflineMessage />
  return (
    <div role="alert" className="vehicle-problem">
      {problem.kind === 'not-found' &&
        (byPlate ? (
          <p>
            <Trans>We found no car with this registration number.</Trans>
          </p>
        ) : (
          <p>
            <Trans>We found no vehicle with this id in the catalogue.</Trans>
          </p>
        ))}
      {problem.kind === 'rejected' && (
        <p>
          {!byPlate && <Trans>The vehicle could not be looked up.</Trans>}{' '}
          {apiErrorText(problem.reason)}
        </p>
      )}
      {problem.kind === 'failed' && (
        <p>
          <Trans>The vehicle could not be looked up. Try again in a moment.</Trans>
        </p>
      )}
      <Link to="/" hash="vehicle-finder-title">
        <Trans>Find your vehicle by make and model</Trans>
      </Link>
    </div>
  )
}

function CandidatePicker({ vehicle, chosen }: { vehicle: ResolvedVehicle; chosen: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const words = { present: t`present`, hp: t`hp` }
  return (
    <section className="candidates" aria-labelledby="candidates-title">
      <h2 id="candidates-title">
        <Trans>Several variants fit this registration number</Trans>
      </h2>
      <p>
        <Trans>Choose the one that matches your car:</Trans>
      </p>
      <ul>
        {vehicle.candidates.map((candidate) => (
          <li key={candidate.carId}>
            <Link
              to="/all"
              search={(prev) => ({ ...prev, motorID: candidate.carId, page: undefined })}
              aria-current={candidate.carId === chosen ? 'page' : undefined}
            >
              {variantLabel(candidate, locale, words)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
