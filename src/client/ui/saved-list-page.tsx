import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode, Ref } from 'react'
import type { SavedArticle } from '../../domain/saved-article'
import type { SavedList } from '../offline/saved-list-actions'
import { PendingButton } from './pending-button'
import { useFocusAfterRemoval } from './use-focus-after-removal'

interface SavedListPageProps {
  /** The heading's id, which labels the page. */
  titleId: string
  className: string
  title: ReactNode
  heading: Ref<HTMLHeadingElement>
  count: number
  /** What the empty list says; a 'Find parts' link follows. */
  empty: ReactNode
  emptyClassName: string
  noteClassName: string
  clearLabel: ReactNode
  onClear: () => Promise<unknown>
  /** The articles, once there are some. */
  children: ReactNode
}

/** A page of articles kept on this device (wishlist, compare): empty state, count, clear. */
export function SavedListPage(props: SavedListPageProps) {
  return (
    <section className={`page ${props.className}`} aria-labelledby={props.titleId}>
      <h1 id={props.titleId} ref={props.heading} tabIndex={-1}>
        {props.title}
      </h1>
      {props.count === 0 ? (
        <div className={props.emptyClassName}>
          {props.empty}
          <p>
            <Link to="/" className="button button--primary">
              <Trans>Find parts</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className={props.noteClassName}>
            <Plural
              value={props.count}
              one="# product, kept on this device."
              other="# products, kept on this device."
            />
          </p>
          {props.children}
          <PendingButton className="button" onPress={props.onClear}>
            {props.clearLabel}
          </PendingButton>
        </>
      )}
    </section>
  )
}

/**
 * A saved list's page: its articles, the focus on the heading at the start, and removing one
 * (or all) so that the focus stays in place (`removeButtons` selects the remove buttons).
 */
export function useSavedListPage<L extends HTMLElement>(
  savedList: SavedList,
  removeButtons: string,
) {
  const items = savedList.useItems()
  const { heading, list, removedAt } = useFocusAfterRemoval<L>(items, removeButtons, {
    focusHeadingAtStart: true,
  })
  const remove = (item: SavedArticle, index: number) => {
    removedAt.current = index
    return savedList.actions.remove(item.articleId)
  }
  const clear = () => {
    removedAt.current = 0
    return savedList.actions.clear()
  }
  return { items, heading, list, remove, clear }
}

/** The button that takes one article off a saved list; `label` names the article. */
export function RemoveButton(props: {
  className: string
  label: string
  onPress: () => Promise<unknown>
}) {
  return (
    <PendingButton
      className={`button ${props.className}`}
      aria-label={props.label}
      onPress={props.onPress}
    >
      <Trans>Remove</Trans>
    </PendingButton>
  )
}
