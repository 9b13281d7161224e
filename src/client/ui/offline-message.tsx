import { Trans } from '@lingui/react/macro'

/** No network, and nothing about this in the cache of this device. */
export function OfflineMessage() {
  return (
    <p role="alert" className="offline-message">
      <Trans>
        You are offline, and this has not been saved on this device yet. Connect to the internet and
        try again.
      </Trans>
    </p>
  )
}
