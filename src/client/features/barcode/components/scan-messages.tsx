import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CameraState } from './use-camera-scanner'

export type ScanOutcome =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'unreadable' }
  | { kind: 'looking'; code: string }
  | { kind: 'none'; code: string }
  | { kind: 'offline'; code: string }
  | { kind: 'noReader' }
  | { kind: 'failed' }

export function CameraNote({ camera }: { camera: CameraState }) {
  switch (camera) {
    case 'on':
      return (
        <p>
          <Trans>Hold the barcode on the part’s box in front of the camera.</Trans>
        </p>
      )
    case 'denied':
      return (
        <p className="alert">
          <Trans>
            The shop is not allowed to use the camera. To allow it, open the site settings (the icon
            left of the address), turn on Camera and open the scanner again. Or take or choose a
            picture of the barcode below.
          </Trans>
        </p>
      )
    case 'none':
      return (
        <p className="alert">
          <Trans>No camera was found. Take or choose a picture of the barcode below.</Trans>
        </p>
      )
    case 'busy':
      return (
        <p className="alert">
          <Trans>
            The camera could not be started — another app may be using it. Close that app and open
            the scanner again, or take or choose a picture of the barcode below.
          </Trans>
        </p>
      )
    default:
      return null
  }
}

export function OutcomeText({ outcome }: { outcome: ScanOutcome }) {
  const words = outcomeWords(outcome)
  if (words === null) return null
  const working = outcome.kind === 'reading' || outcome.kind === 'looking'
  return <p className={working ? undefined : 'alert alert--danger'}>{words}</p>
}

function outcomeWords(outcome: ScanOutcome): ReactNode {
  switch (outcome.kind) {
    case 'reading':
      return <Trans>Reading the picture …</Trans>
    case 'unreadable':
      return (
        <Trans>
          No barcode was found in the picture. Try again with the barcode in the middle of the
          picture and in good light.
        </Trans>
      )
    case 'looking':
      return <Trans>Found {outcome.code} — looking for the part …</Trans>
    case 'none':
      return <Trans>No part has the code {outcome.code}.</Trans>
    case 'offline':
      return (
        <Trans>
          Looking up the code {outcome.code} needs a connection: you are offline, and no part with
          this code is saved on this device.
        </Trans>
      )
    case 'noReader':
      return (
        <Trans>
          The barcode reader could not be loaded. It needs a connection the first time it is used —
          try again when you are online.
        </Trans>
      )
    case 'failed':
      return <Trans>The part could not be looked up. Please try again.</Trans>
    default:
      return null
  }
}
