import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode, Ref } from 'react'
import { PendingButton } from './pending-button'

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
