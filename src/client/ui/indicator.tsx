import { Trans } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { takesSingular } from '../i18n/i18n'

interface IndicatorProps {
  to: LinkProps['to']
  icon?: ReactNode
  label: ReactNode
  /** Items in the list; shown as a badge, read out as "N items". */
  count?: number
  /** A short extra figure, e.g. the cart total (hidden on phones). */
  value?: string
}

/** A header link with its counter (indicators), read as 'Wishlist, 2 items'. */
export function Indicator({ to, icon, label, count, value }: IndicatorProps) {
  return (
    <Link to={to} className="indicator">
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
    </Link>
  )
}
