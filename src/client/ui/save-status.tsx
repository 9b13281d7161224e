import { Trans } from '@lingui/react/macro'
import { type ReactNode, type Ref, useRef, useState } from 'react'

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

/** A form's save outcome; `settle` sets it and focuses the status element so it is read out. */
export function useSaveOutcome() {
  const statusRef = useRef<HTMLDivElement>(null)
  const [outcome, setOutcome] = useState<SaveOutcome>({ kind: 'idle' })
  const settle = (next: SaveOutcome) => {
    setOutcome(next)
    statusRef.current?.focus()
  }
  return { outcome, setOutcome, settle, statusRef }
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

/** The form's submit button: "Saving…" and disabled while the save is under way. */
export function SaveButton({ outcome, children }: { outcome: SaveOutcome; children: ReactNode }) {
  const sending = outcome.kind === 'sending'
  return (
    <button type="submit" className="button button--primary" disabled={sending}>
      {sending ? <Trans>Saving…</Trans> : children}
    </button>
  )
}
