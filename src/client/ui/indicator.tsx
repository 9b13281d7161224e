import { Link, type LinkProps } from '@tanstack/react-router'
import { IndicatorContent, type IndicatorContentProps } from './indicator-content'

/** A header link with its counter (indicators), read as 'Wishlist, 2 items'. */
export function Indicator({ to, ...content }: IndicatorContentProps & { to: LinkProps['to'] }) {
  return (
    <Link to={to} className="indicator">
      <IndicatorContent {...content} />
    </Link>
  )
}
