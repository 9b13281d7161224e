import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'

/** The waiting service worker's "apply" function, or null when no update is waiting. */
let applyUpdate: (() => void) | null = null
const listeners = new Set<() => void>()

export function showUpdatePrompt(apply: () => void): void {
  applyUpdate = apply
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** "New version — reload": shown when a new deploy is waiting; nothing swaps silently. */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  )
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
