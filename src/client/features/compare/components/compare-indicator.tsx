import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCompareList } from '../compare'
import { CompareIcon } from './compare-icon'

/** The header's link to the compare page with its counter, read as 'Compare, 2 items'. */
export function CompareIndicator() {
  const count = useCompareList().length
  return (
    <Link to="/compare" className="indicator">
      <CompareIcon className="indicator__icon" />
      <span className="indicator__label">
        <Trans>Compare</Trans>
      </span>
      <span className="indicator__counter" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">
        <Plural value={count} one="# item" other="# items" />
      </span>
    </Link>
  )
}
