import type { ReactNode } from 'react'
import { type ArticleSource, articleTitle } from '../../domain/saved-article'
import type { SavedList } from '../offline/saved-list-actions'
import { PendingButton } from './pending-button'
import { toast } from './toasts'
import './list-toggle-button.css'

export interface ListButtonProps {
  article: ArticleSource
  iconOnly?: boolean
}

interface ListToggleButtonProps extends ListButtonProps {
  list: SavedList
  label: (title: string) => string
  /** Part of `label`, so speech users can say what they see. */
  text: ReactNode
  icon: ReactNode
  messages: { added: string; full: string }
}

/** Pending during the lists' 250 ms pause (aria-disabled, presses ignored), so nobody adds twice; focus stays. */
export function ListToggleButton(props: ListToggleButtonProps) {
  const { article, list, label, text, icon, iconOnly = false, messages } = props
  const listed = list.useListed(article.articleId)
  const name = label(articleTitle(article))
  const press = async () => {
    if (listed) {
      await list.actions.remove(article.articleId)
      return
    }
    const outcome = await list.actions.add(article)
    if (outcome === 'added') toast(messages.added)
    else if (outcome === 'full') toast(messages.full)
  }
  return (
    <PendingButton className="list-toggle" aria-label={name} aria-pressed={listed} onPress={press}>
      {icon}
      <span className={iconOnly ? 'visually-hidden' : 'list-toggle__text'}>{text}</span>
    </PendingButton>
  )
}
