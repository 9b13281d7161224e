import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId, useState } from 'react'
import type { GarageVehicle } from '../../../../domain/garage'
import { garageVehicleName } from '../../../lib/garage/garage-vehicle'
import type { SearchAnswer, SearchVehicle } from '../../../data/catalogue/search-products'

interface SearchNoticesProps {
  answer: SearchAnswer | undefined
  preferred: GarageVehicle | null
  filtered: boolean
  renderVariantPicker?: (vehicle: SearchVehicle) => ReactNode
}

export function SearchNotices({
  answer,
  preferred,
  filtered,
  renderVariantPicker,
}: SearchNoticesProps) {
  if (!answer) return null
  const { correctedSearch, vehicle, offline } = answer
  const preferredName =
    preferred && !vehicle && answer.total > 0 ? garageVehicleName(preferred) : null
  if (!correctedSearch && !vehicle && !offline && !preferredName) return null
  return (
    <div className="search-notices">
      {correctedSearch && (
        <p className="search-notices__corrected">
          <Trans>
            Did you mean{' '}
            <Link to="." search={{ q: correctedSearch } as never}>
              “{correctedSearch}”
            </Link>
            ?
          </Trans>
        </p>
      )}
      {offline && (
        <p className="alert">
          <Trans>You are offline: the search went through the parts saved on this device.</Trans>
        </p>
      )}
      {vehicle && !filtered && (
        <VehicleNotice vehicle={vehicle} renderVariantPicker={renderVariantPicker} />
      )}
      {preferredName && (
        <p className="search-notices__preferred">
          <Trans>Parts that fit {preferredName} are shown first.</Trans>
        </p>
      )}
    </div>
  )
}

function VehicleNotice({
  vehicle,
  renderVariantPicker,
}: {
  vehicle: SearchVehicle
  renderVariantPicker?: (vehicle: SearchVehicle) => ReactNode
}) {
  const id = useId()
  const [picking, setPicking] = useState(false)
  const { name } = vehicle
  if (vehicle.variants <= 1) {
    return (
      <p className="notice">
        <Trans>These parts fit {name}.</Trans>
      </p>
    )
  }
  return (
    <div className="notice search-notices__vehicle">
      <p>
        <Trans>
          These parts fit a {name}, but not necessarily yours: it comes in several variants.
        </Trans>{' '}
        {renderVariantPicker && (
          <button
            type="button"
            className="button"
            aria-expanded={picking}
            aria-controls={id}
            onClick={() => setPicking((open) => !open)}
          >
            <Trans>Choose your variant</Trans>
          </button>
        )}
      </p>
      <div id={id} hidden={!picking}>
        {picking && renderVariantPicker?.(vehicle)}
      </div>
    </div>
  )
}

export function NoResults({ text, offline }: { text: string; offline: boolean }) {
  const tipsId = useId()
  return (
    <div className="search-none">
      <p role="status" className="search-none__title">
        {offline ? (
          <Trans>None of the parts saved on this device match “{text}”.</Trans>
        ) : (
          <Trans>Nothing matches “{text}”.</Trans>
        )}
      </p>
      <p id={tipsId}>
        <Trans>Try this:</Trans>
      </p>
      <ul className="search-none__tips" aria-labelledby={tipsId}>
        <li>
          <Trans>Check the spelling.</Trans>
        </li>
        <li>
          <Trans>Use fewer or more general words, such as “brake pads” or “oil filter”.</Trans>
        </li>
        <li>
          <Trans>
            Type your car's registration number in the search box to see the parts that fit it.
          </Trans>
        </li>
        <li>
          <Link to="/catalog/article">
            <Trans>Search by article, OE or EAN number</Trans>
          </Link>
        </li>
        <li>
          <Link to="/catalog">
            <Trans>Browse the categories</Trans>
          </Link>
        </li>
      </ul>
    </div>
  )
}
