import { Trans } from '@lingui/react/macro'
import './fitment-badge.css'

/** The vehicle's name comes with the answer: ui sits below the garage store and cannot read it. */
export interface Fitment {
  answer: 'fits' | 'does-not-fit' | 'unknown'
  vehicle: string
}

/** 'Passer din bil' / 'Passer ikke' for the garage's current vehicle. */
export function FitmentBadge({ fitment: { answer, vehicle } }: { fitment: Fitment }) {
  if (answer === 'unknown') return null
  return answer === 'fits' ? (
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
