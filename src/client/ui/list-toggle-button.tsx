import type { ReactNode } from 'react'
import { type ArticleSource, articleTitle } from '../../domain/saved-article'
import type { SavedList } from '../offline/saved-list-actions'
import { PendingButton } from './pending-button'
import { toast } from './toasts'
import './list-toggle-button.css'

/** What a card or the product page gives a list's button. */
export interface ListButtonProps {
  article: ArticleSource
  /** Hide the visible text (small cards); the icon and the accessible name remain. */
  iconOnly?: boolean
}

interface ListToggleButtonProps extends ListButtonProps {
  /** The list: while the article is on it the button is pressed, and a press removes it. */
  list: SavedList
  /** The accessible name from the article's title, in both states ('Add to wishlist: Bremseskive'). */
  label: (title: string) => string
  /** Short visible text; part of `label`, so speech users can say what they see. */
  text: ReactNode
  icon: ReactNode
  /** Toasts for an add that happened, and for one refused because the list is full. */
  messages: { added: string; full: string }
}

/**
 * The wishlist and compare buttons: a toggle (aria-pressed) whose action takes effect after
 * the lists' pause (250 ms). Meanwhile it is pending — aria-disabled, further presses
 * ignored — so nobody adds twice; it keeps focus throughout.
 */
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
