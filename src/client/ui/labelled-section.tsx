import type { ReactNode } from 'react'

/** A page section named by its own heading, so assistive technology lists it by that name. */
export function LabelledSection({
  id,
  className,
  title,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string
  className: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
