import type { ReactNode, Ref } from 'react'

/** Where a form's save stands; `failed` carries the message in the page language. */
export type SaveOutcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'failed'; text: string }

interface SaveStatusProps {
  outcome: SaveOutcome
  /** What the form says once saved. */
  done: ReactNode
  ref: Ref<HTMLDivElement>
  className?: string
}

/** Says that a form was saved, or why not; focused after a press so the message is read out. */
export function SaveStatus({ outcome, done, ref, className }: SaveStatusProps) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className={className}>
      {outcome.kind === 'done' && <p className="alert alert--success">{done}</p>}
      {outcome.kind === 'failed' && <p className="alert alert--danger">{outcome.text}</p>}
    </div>
  )
}
