import { Trans } from '@lingui/react/macro'
import type { Fitment } from '../data/garage/get-fitment'
import { useGarage } from '../lib/garage/garage'
import './fitment-badge.css'

/** 'Passer din bil' / 'Passer ikke' for the garage's current vehicle. */
export function FitmentBadge({ fitment }: { fitment: Fitment }) {
  const { current } = useGarage()
  if (fitment === 'unknown' || !current) return null
  const vehicle = `${current.make.manuName} ${current.model.modelname} ${current.engine.typeName}`
  return fitment === 'fits' ? (
    <p className="fitment fitment--fits">
      <span aria-hidden="true">✓ </span>
      <Trans>Fits your car</Trans>
      <span className="visually-hidden"> ({vehicle})</span>
    </p>
  ) : (
    <p className="fitment fitment--no">
      <span aria-hidden="true">✕ </span>
      <Trans>Does not fit</Trans>
      <span className="visually-hidden"> ({vehicle})</span>
    </p>
  )
}
