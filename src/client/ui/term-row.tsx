import type { ReactNode } from 'react'

/** One term and its value in a `<dl>`, wrapped so the pair can be styled as a row. */
export function TermRow({
  term,
  className,
  children,
}: {
  term: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
