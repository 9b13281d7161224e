import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode, Ref } from 'react'
import type { SavedArticle } from '../../domain/saved-article'
import type { SavedList } from '../offline/saved-list-actions'
import { PendingButton } from './pending-button'
import { useFocusAfterRemoval } from './use-focus-after-removal'

interface SavedListPageProps {
  titleId: string
  className: string
  title: ReactNode
  heading: Ref<HTMLHeadingElement>
  count: number
  empty: ReactNode
  emptyClassName: string
  noteClassName: string
  clearLabel: ReactNode
  onClear: () => Promise<unknown>
  children: ReactNode
}

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
