import { useLingui } from '@lingui/react/macro'
import { lazy, useState } from 'react'
import { LazyDialog } from '../../../ui/lazy-dialog'

const ScanDialog = lazy(() =>
  import('./scan-dialog').then((module) => ({ default: module.ScanDialog })),
)

/** The scanner (dialog, decoder, WebAssembly) loads only when the button is pressed. */
export function ScanButton() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button search-box__scan"
        onClick={() => setOpen(true)}
        aria-label={t`Scan barcode`}
        title={t`Scan barcode`}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="M3 7V4h3M18 4h3v3M21 17v3h-3M6 20H3v-3M7 8v8M10 8v8M13 8v8M16 8v8"
          />
        </svg>
      </button>
      {open && (
        <LazyDialog onClose={() => setOpen(false)}>
          <ScanDialog onClose={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  )
}
