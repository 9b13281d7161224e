import { type RefObject, useEffect, useRef } from 'react'

interface FocusAfterRemoval<L extends HTMLElement> {
  heading: RefObject<HTMLHeadingElement | null>
  list: RefObject<L | null>
  removedAt: RefObject<number | null>
}

/** Keeps keyboard users in place when a list entry is removed. */
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
