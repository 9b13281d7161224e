import { Trans } from '@lingui/react/macro'
import { type ReactNode, Suspense } from 'react'
import { LoadBoundary } from './lazy-part'
import { ModalDialog } from './modal-dialog'

/**
 * A dialog or panel whose code loads when it is opened (quick view, mobile menu, garage
 * picker, account and cart panels, scanner, finder popup). While its code loads `fallback`
 * shows (nothing by default: the opener says it is busy). When its files could not be
 * fetched — a first visit, before the service worker has stored them, and the signal
 * dropped — a small dialog says so and how to get it back, instead of the failed import
 * taking the whole page down to the router's error page. Closing that dialog calls
 * `onClose`, as closing the real one would. (Chromium keeps a module whose fetch failed as
 * failed until the page is loaded again, so the way back is a reload once the signal is.)
 */
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
