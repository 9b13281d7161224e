import { type RefObject, useEffect, useRef } from 'react'

interface FocusAfterRemoval<L extends HTMLElement> {
  /** The list's heading: focus goes there when the list is empty after a removal. */
  heading: RefObject<HTMLHeadingElement | null>
  /** The element holding the remove buttons. */
  list: RefObject<L | null>
  /** Set to the removed entry's index just before removing it. */
  removedAt: RefObject<number | null>
}

/**
 * Keeps keyboard users in place when an entry of a list is removed (cart lines, wishlist,
 * compare columns): once `entries` has changed, the focus goes to the remove button now at
 * the removed entry's place, else the one before it, else the list's heading. A page can
 * also start with the focus on that heading (`focusHeadingAtStart`).
 */
export function useFocusAfterRemoval<L extends HTMLElement>(
  entries: unknown,
  removeButtons: string,
  { focusHeadingAtStart = false } = {},
): FocusAfterRemoval<L> {
  const heading = useRef<HTMLHeadingElement>(null)
  const list = useRef<L>(null)
  const removedAt = useRef<number | null>(null)
  // A page (not a dropdown) starts with the focus on its heading, for screen readers.
  useEffect(() => {
    if (focusHeadingAtStart) heading.current?.focus()
  }, [focusHeadingAtStart])
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the entries change
  useEffect(() => {
    if (removedAt.current === null) return
    const buttons = list.current?.querySelectorAll<HTMLElement>(removeButtons) ?? []
    const next = buttons[removedAt.current] ?? buttons[removedAt.current - 1]
    removedAt.current = null
    ;(next ?? heading.current)?.focus()
  }, [entries])
  return { heading, list, removedAt }
}
