import { Link, type LinkProps } from '@tanstack/react-router'
import { IndicatorContent, type IndicatorContentProps } from './indicator-content'

interface IndicatorProps extends IndicatorContentProps {
  to: LinkProps['to']
  /** Icon and counter only on tablets and laptops, so the desktop header keeps to one row. */
  compact?: boolean
}

/** A header link with its counter (indicators), read as 'Wishlist, 2 items'. */
export function Indicator({ to, compact = false, ...content }: IndicatorProps) {
  return (
    <Link to={to} className={compact ? 'indicator indicator--compact' : 'indicator'}>
      <IndicatorContent {...content} />
    </Link>
  )
}
