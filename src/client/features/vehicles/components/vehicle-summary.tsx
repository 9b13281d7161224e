import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../../i18n/locale-context'
import { SaveToGarage } from './save-to-garage'
import { motorCodeOf, variantPower, variantYears } from '../../../lib/vehicles/vehicle-labels'
import type { ResolvedVehicle } from './use-resolved-vehicle'

/** The vehicle the parts are for: make, model, variant, years, power and engine code. */
export function VehicleSummary({ vehicle }: { vehicle: ResolvedVehicle }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { variant, make, model } = vehicle
  if (!variant) return null
  const words = { present: t`present`, hp: t`hp` }
  const power = variantPower(variant, words.hp)
  const years = variantYears(variant, locale, words.present)
  return (
    <div className="vehicle-summary">
      <dl>
        {make && (
          <>
            <dt>
              <Trans>Make</Trans>
            </dt>
            <dd>{make.manuName}</dd>
          </>
        )}
        {model && (
          <>
            <dt>
              <Trans>Model</Trans>
            </dt>
            <dd>{model.modelname}</dd>
          </>
        )}
        <dt>
          <Trans>Variant</Trans>
        </dt>
        <dd>
          {variant.ccmTech ? `${variant.typeName} (${variant.ccmTech} cm³)` : variant.typeName}
        </dd>
        {years && (
          <>
            <dt>
              <Trans>Years</Trans>
            </dt>
            <dd>{years}</dd>
          </>
        )}
        {power && (
          <>
            <dt>
              <Trans>Power</Trans>
            </dt>
            <dd>{power}</dd>
          </>
        )}
        <dt>
          <Trans>Engine code</Trans>
        </dt>
        <dd>{motorCodeOf(variant)}</dd>
      </dl>
      <SaveToGarage carId={variant.carId} />
      <Link to="/" hash="vehicle-finder-title" className="vehicle-summary__change">
        <Trans>Change vehicle</Trans>
      </Link>
    </div>
  )
}
