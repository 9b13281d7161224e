import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { productSlug } from '../../../../domain/product-slug'
import { useLocale } from '../../../i18n/locale-context'
import { ModalDialog } from '../../../ui/modal-dialog'
import { BarcodeReaderUnavailable, barcodeDetector, readBarcode } from '../decode-barcode'
import { findByCode } from '../find-by-code'
import { CameraNote, OutcomeText, type ScanOutcome } from './scan-messages'
import { useCameraScanner } from './use-camera-scanner'
import './scan-dialog.css'

/** A picture can always be taken or chosen instead: the way where there is no camera or it is not allowed. */
export function ScanDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const video = useRef<HTMLVideoElement>(null)
  const fileId = useId()
  const [outcome, setOutcome] = useState<ScanOutcome>({ kind: 'idle' })

  async function lookUp(code: string) {
    setOutcome({ kind: 'looking', code })
    try {
      const remembered = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => ({ key: query.queryKey, data: query.state.data }))
      const found = await findByCode(locale, code, remembered)
      if (found.kind === 'found') {
        onClose()
        await navigate({ to: '/products/$slug', params: { slug: productSlug(found.article) } })
      } else if (found.kind === 'several') {
        onClose()
        await navigate({ to: '/catalog/article', search: { n: code } })
      } else {
        setOutcome({ kind: found.kind, code })
      }
    } catch {
      setOutcome({ kind: 'failed' })
    }
  }

  const camera = useCameraScanner(video, lookUp, () => setOutcome({ kind: 'noReader' }))

  // The reader (and its WebAssembly) is fetched on opening, so it is on the device — kept by
  // the service worker — by the time a code is read, and later offline.
  useEffect(() => {
    barcodeDetector().catch(() => undefined)
  }, [])

  async function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setOutcome({ kind: 'reading' })
    try {
      const code = await readBarcode(file)
      if (code) await lookUp(code)
      else setOutcome({ kind: 'unreadable' })
    } catch (error) {
      setOutcome({ kind: error instanceof BarcodeReaderUnavailable ? 'noReader' : 'unreadable' })
    }
  }

  return (
    <ModalDialog title={t`Scan barcode`} onClose={onClose} className="scan-dialog">
      <video
        ref={video}
        className="scan-dialog__video"
        hidden={camera !== 'on'}
        muted
        playsInline
        aria-label={t`Camera`}
      />
      <CameraNote camera={camera} />
      <input
        id={fileId}
        className="visually-hidden scan-dialog__file"
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(event) => void choosePicture(event)}
      />
      <label htmlFor={fileId} className="button">
        <Trans>Take or choose a picture</Trans>
      </label>
      <div role="status" className="scan-dialog__status">
        <OutcomeText outcome={outcome} />
      </div>
    </ModalDialog>
  )
}
