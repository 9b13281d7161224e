import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { GarageVehicle } from '../../../../domain/garage'
import { useLocale } from '../../../i18n/locale-context'
import { AccountSyncStatus } from '../../../ui/account-sync-status'
import { motorCodeOf, variantPower, variantYears } from '../../../data/vehicles/vehicle-labels'
import { garageStore, useGarage } from '../../../lib/garage/garage'
import { garageVehicleName } from '../../../lib/garage/garage-vehicle'
import './garage.css'

interface GarageListProps {
  onSelected?: (vehicle: GarageVehicle | null) => void
  vehicleAction?: (vehicle: GarageVehicle) => ReactNode
}

export function GarageList({ onSelected, vehicleAction }: GarageListProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const garage = useGarage()
  const words = { present: t`present`, hp: t`hp` }
  return (
    <div className="garage">
      <ul className="garage__list" aria-label={t`Your vehicles`}>
        <li className="garage__item garage__item--all">
          <span className="garage__name">
            <Trans>All vehicles</Trans>
          </span>
          <button
            type="button"
            className="button"
            aria-pressed={garage.current === null}
            onClick={() => {
              garageStore.select(null)
              onSelected?.(null)
            }}
          >
            <Trans>Show parts for all vehicles</Trans>
          </button>
        </li>
        {garage.items.map((vehicle) => {
          const name = garageVehicleName(vehicle)
          const details = [
            variantYears(vehicle.engine, locale, words.present),
            variantPower(vehicle.engine, words.hp),
            motorCodeOf(vehicle.engine),
          ]
            .filter(Boolean)
            .join(' · ')
          const current = garage.current?.id === vehicle.id
          return (
            <li
              key={vehicle.id}
              className={current ? 'garage__item garage__item--current' : 'garage__item'}
            >
              <span className="garage__name">
                {name}
                {current && (
                  <span className="garage__current">
                    {' '}
                    <Trans>(current)</Trans>
                  </span>
                )}
                <span className="garage__details">{details}</span>
              </span>
              <span className="garage__actions">
                <button
                  type="button"
                  className="button button--primary"
                  aria-pressed={current}
                  aria-label={t`Select ${name}`}
                  onClick={() => {
                    garageStore.select(vehicle.id)
                    onSelected?.(vehicle)
                  }}
                >
                  <Trans>Select</Trans>
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t`Remove ${name}`}
                  onClick={() => void garageStore.remove(vehicle.id)}
                >
                  <Trans>Remove</Trans>
                </button>
                {vehicleAction?.(vehicle)}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export function GarageSyncStatus() {
  const { pending } = useGarage()
  return (
    <AccountSyncStatus
      pending={pending.length}
      className="garage__sync"
      signedOut={
        <Trans>Your vehicles are kept on this device. Sign in to keep them on your account.</Trans>
      }
    />
  )
}
