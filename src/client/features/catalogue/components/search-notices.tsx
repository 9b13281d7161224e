import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId, useState } from 'react'
import type { GarageVehicle } from '../../../../domain/garage'
import { garageVehicleName } from '../../../data/garage/garage-vehicle'
import type { SearchAnswer, SearchVehicle } from '../api/search-products'

interface SearchNoticesProps {
  /** The search's answer; none while it loads. */
  answer: SearchAnswer | undefined
  /** The garage's vehicle whose parts rank first, when it does. */
  preferred: GarageVehicle | null
  /** The results are narrowed to one variant already (the vehicle filter). */
  filtered: boolean
  renderVariantPicker?: (vehicle: SearchVehicle) => ReactNode
}

/** What the page says about the search above its results: corrected words, the car, offline. */
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

/** The car the words named: the results fit some variant of it; which one is the shopper's? */
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

/** Nothing found: what to try instead, each with its way there. */
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
