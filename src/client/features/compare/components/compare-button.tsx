import { Trans, useLingui } from '@lingui/react/macro'
import { COMPARE_MAX } from '../../../../domain/compare'
import { type ListButtonProps, ListToggleButton } from '../../../ui/list-toggle-button'
import { compareList } from '../compare'
import { CompareIcon } from './compare-icon'

export function CompareButton(props: ListButtonProps) {
  const { t } = useLingui()
  return (
    <ListToggleButton
      {...props}
      list={compareList}
      label={(name) => t`Add to compare: ${name}`}
      text={<Trans>Compare</Trans>}
      icon={<CompareIcon />}
      messages={{
        added: t`Added to compare`,
        full: t`You can compare up to ${COMPARE_MAX} products. Remove one to add another.`,
      }}
    />
  )
}
