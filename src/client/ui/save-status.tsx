import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, type Ref, useRef, useState } from 'react'
import { isBrowserOffline, isNetworkFailure } from '../lib/api-client'

export type SaveOutcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'failed'; text: string }

interface SaveStatusProps {
  outcome: SaveOutcome
  done: ReactNode
  ref: Ref<HTMLDivElement>
  className?: string
}

export interface SaveAttempt {
  offline?: string
  failure: (error: unknown) => string | undefined
}

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
  label: ReactNode
  done: ReactNode
  statusClassName?: string
}

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

export function SaveStatus({ outcome, done, ref, className }: SaveStatusProps) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className={className}>
      {outcome.kind === 'done' && <p className="alert alert--success">{done}</p>}
      {outcome.kind === 'failed' && <p className="alert alert--danger">{outcome.text}</p>}
    </div>
  )
}

export function SaveButton({ outcome, children }: { outcome: SaveOutcome; children: ReactNode }) {
  const sending = outcome.kind === 'sending'
  return (
    <button type="submit" className="button button--primary" disabled={sending}>
      {sending ? <Trans>Saving…</Trans> : children}
    </button>
  )
}
