import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, type Ref, useRef, useState } from 'react'
import { isBrowserOffline, isNetworkFailure } from '../lib/api-client'

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

export interface SaveAttempt {
  /** Said instead of sending while the browser knows it is offline; no check without it. */
  offline?: string
  /** Why the save failed, in words; `undefined` when the form has shown it itself (back to idle). */
  failure: (error: unknown) => string | undefined
}

/**
 * A form's save: `run` sends (ignoring presses meanwhile), then settles on done or failed —
 * an unreachable shop has its own words — and focuses the status so it is read out.
 */
export function useSaveOutcome() {
  const { t } = useLingui()
  const statusRef = useRef<HTMLDivElement>(null)
  const [outcome, setOutcome] = useState<SaveOutcome>({ kind: 'idle' })
  const settle = (next: SaveOutcome) => {
    setOutcome(next)
    statusRef.current?.focus()
  }
  const run = async (work: () => Promise<unknown>, { offline, failure }: SaveAttempt) => {
    if (offline !== undefined && isBrowserOffline()) {
      settle({ kind: 'failed', text: offline })
      return
    }
    setOutcome({ kind: 'sending' })
    try {
      await work()
      settle({ kind: 'done' })
    } catch (error) {
      const text = isNetworkFailure(error)
        ? t`The shop could not be reached. Try again when you are online.`
        : failure(error)
      if (text === undefined) setOutcome({ kind: 'idle' })
      else settle({ kind: 'failed', text })
    }
  }
  return { outcome, run, statusRef }
}

export type FormSave = ReturnType<typeof useSaveOutcome>

interface SaveControlsProps {
  save: FormSave
  /** The button's words. */
  label: ReactNode
  /** What the form says once saved. */
  done: ReactNode
  statusClassName?: string
}

/** The form's save button and, after it, the status that says how the save went. */
export function SaveControls({ save, label, done, statusClassName }: SaveControlsProps) {
  return (
    <>
      <SaveButton outcome={save.outcome}>{label}</SaveButton>
      <SaveStatus
        ref={save.statusRef}
        outcome={save.outcome}
        done={done}
        className={statusClassName}
      />
    </>
  )
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
