import { Trans } from '@lingui/react/macro'
import { Indicator } from '../../../ui/indicator'
import { useCompareList } from '../compare'
import { CompareIcon } from './compare-icon'

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
