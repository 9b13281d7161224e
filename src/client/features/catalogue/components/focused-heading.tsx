import { useEffect, useRef } from 'react'
import { useDocumentTitle } from '../../../ui/document-title'

/** Focused when the page opens (keyed by what it shows), so a screen reader starts there. */
export function FocusedHeading({ id, title }: { id: string; title: string }) {
  useDocumentTitle(title)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <h1 id={id} ref={heading} tabIndex={-1}>
      {title}
    </h1>
  )
}
