import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { createSignal } from '../lib/signal'

/** The waiting service worker's "apply" function, or null when no update is waiting. */
const waiting = createSignal<(() => void) | null>(null)

export function showUpdatePrompt(apply: () => void): void {
  waiting.set(apply)
}

/** "New version — reload": shown when a new deploy is waiting; nothing swaps silently. */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(waiting.subscribe, waiting.get, () => null)
  if (!apply) return null
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <p>
        <Trans>A new version of the shop is ready.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={apply}>
        <Trans>Reload</Trans>
      </button>
    </div>
  )
}
