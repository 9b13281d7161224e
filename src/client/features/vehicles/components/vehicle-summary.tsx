import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import { useLocale } from '../../../i18n/locale-context'
import { SaveToGarage } from './save-to-garage'
import { motorCodeOf, variantPower, variantYears } from '../../../data/vehicles/vehicle-labels'
import type { ResolvedVehicle } from './use-resolved-vehicle'

export function VehicleSummary({ vehicle }: { vehicle: ResolvedVehicle }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { variant, make, model } = vehicle
  if (!variant) return null
  const words = { present: t`present`, hp: t`hp` }
  const power = variantPower(variant, words.hp)
  const years = variantYears(variant, locale, words.present)
  const rows: { term: ReactNode; value: ReactNode; shown: boolean }[] = [
    { term: <Trans>Make</Trans>, value: make?.manuName, shown: Boolean(make) },
    { term: <Trans>Model</Trans>, value: model?.modelname, shown: Boolean(model) },
    {
      term: <Trans>Variant</Trans>,
      value: variant.ccmTech ? `${variant.typeName} (${variant.ccmTech} cm³)` : variant.typeName,
      shown: true,
    },
    { term: <Trans>Years</Trans>, value: years, shown: Boolean(years) },
    { term: <Trans>Power</Trans>, value: power, shown: Boolean(power) },
    { term: <Trans>Engine code</Trans>, value: motorCodeOf(variant), shown: true },
  ]
  return (
    <div className="vehicle-summary">
      <dl>
        {rows.map(
          (row, index) =>
            row.shown && (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed, in this order
              <Fragment key={index}>
                <dt>{row.term}</dt>
                <dd>{row.value}</dd>
              </Fragment>
            ),
        )}
      </dl>
      <SaveToGarage carId={variant.carId} />
      <Link to="/" hash="vehicle-finder-title" className="vehicle-summary__change">
        <Trans>Change vehicle</Trans>
      </Link>
    </div>
  )
}
