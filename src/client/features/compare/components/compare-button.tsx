import { Trans, useLingui } from '@lingui/react/macro'
import { COMPARE_MAX } from '../../../../domain/compare'
import { type ArticleSource, articleTitle } from '../../../../domain/saved-article'
import { ListToggleButton } from '../../../ui/list-toggle-button'
import { compareActions, useInCompare } from '../compare'
import { CompareIcon } from './compare-icon'

/** Adds the article to the compare list, or takes it off again (cards and product page). */
export function CompareButton({
  article,
  iconOnly,
}: {
  article: ArticleSource
  iconOnly?: boolean
}) {
  const { t } = useLingui()
  const listed = useInCompare(article.articleId)
  const name = articleTitle(article)
  return (
    <ListToggleButton
      listed={listed}
      label={t`Add to compare: ${name}`}
      text={<Trans>Compare</Trans>}
      icon={<CompareIcon />}
      iconOnly={iconOnly}
      add={() => compareActions.add(article)}
      remove={() => compareActions.remove(article.articleId)}
      messages={{
        added: t`Added to compare`,
        full: t`You can compare up to ${COMPARE_MAX} products. Remove one to add another.`,
      }}
    />
  )
}
