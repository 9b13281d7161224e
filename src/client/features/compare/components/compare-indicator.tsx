import { Trans } from '@lingui/react/macro'
import { Indicator } from '../../../ui/indicator'
import { useCompareList } from '../compare'
import { CompareIcon } from './compare-icon'

/** The header's link to the compare page with its counter, read as 'Compare, 2 items'. */
export function CompareIndicator() {
  return (
    <Indicator
      to="/compare"
      compact
      icon={<CompareIcon className="indicator__icon" />}
      label={<Trans>Compare</Trans>}
      count={useCompareList().length}
    />
  )
}
