import { Trans } from '@lingui/react/macro'
import { type ReactNode, Suspense } from 'react'
import { LoadBoundary } from './lazy-part'
import { ModalDialog } from './modal-dialog'

/** A failed import (first visit, signal dropped) shows a small dialog instead of the router's error page; Chromium needs a reload to retry. */
export function LazyDialog({
  onClose,
  fallback = null,
  children,
}: {
  onClose: () => void
  fallback?: ReactNode
  children: ReactNode
}) {
  return (
    <LoadBoundary what="A dialog" fallback={<OpenFailedDialog onClose={onClose} />}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadBoundary>
  )
}

function OpenFailedDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog title={<Trans>This could not be opened</Trans>} onClose={onClose}>
      <p>
        <Trans>
          This part of the shop is not stored on your device yet, and it could not be fetched: the
          connection failed. Close this and go on with the page, and reload the page when you have a
          signal again.
        </Trans>
      </p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </button>
      </p>
    </ModalDialog>
  )
}
