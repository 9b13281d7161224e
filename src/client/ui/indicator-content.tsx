import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { takesSingular } from '../i18n/i18n'

export interface IndicatorContentProps {
  icon?: ReactNode
  label: ReactNode
  /** Items in the list; shown as a badge, read out as "N items". */
  count?: number
  /** A short extra figure, e.g. the cart total (hidden on phones). */
  value?: string
}

/** What a header indicator shows inside its link or button, read as 'Cart, 2 items'. */
export function IndicatorContent({ icon, label, count, value }: IndicatorContentProps) {
  return (
    <>
      {icon}
      <span className="indicator__label">{label}</span>
      {count !== undefined && (
        <>
          <span className="indicator__counter" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">
            {takesSingular(count) ? <Trans>{count} item</Trans> : <Trans>{count} items</Trans>}
          </span>
        </>
      )}
      {value && <span className="indicator__value">{value}</span>}
    </>
  )
}
