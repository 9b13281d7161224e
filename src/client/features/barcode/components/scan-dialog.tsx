import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { productSlug } from '../../../../domain/product-slug'
import { useLocale } from '../../../i18n/locale-context'
import { ModalDialog } from '../../../ui/modal-dialog'
import { readBarcode } from '../decode-barcode'
import { findByCode } from '../find-by-code'
import './scan-dialog.css'

/** How often a video frame is read while the camera is on, ms. */
const FRAME_EVERY_MS = 250

type Camera = 'starting' | 'on' | 'denied' | 'none'
type Outcome =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'unreadable' }
  | { kind: 'looking'; code: string }
  | { kind: 'none'; code: string }
  | { kind: 'offline'; code: string }
  | { kind: 'failed' }

/**
 * 'Skann strekkode' (issue 9 §3): the camera reads the barcode on a part's box (EAN-13 or
 * Code 128) and the part's page opens. Where there is no camera, or it is not allowed, a
 * picture can be taken or chosen instead (on a phone the file input opens the camera app).
 */
export function ScanDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const video = useRef<HTMLVideoElement>(null)
  const fileId = useId()
  const [camera, setCamera] = useState<Camera>('starting')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const busy = useRef(false)

  async function lookUp(code: string) {
    setOutcome({ kind: 'looking', code })
    try {
      const found = await findByCode(locale, code)
      if (found.kind === 'found') {
        onClose()
        await navigate({ to: '/products/$slug', params: { slug: productSlug(found.article) } })
        return
      }
      setOutcome({ kind: found.kind, code })
    } catch {
      setOutcome({ kind: 'failed' })
    }
  }

  // The live camera, where there is one and it is allowed; stopped when the dialog closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per opening (lookUp is new each render)
  useEffect(() => {
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setInterval> | undefined
    let stopped = false
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('none')
        return
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        })
        if (stopped || !video.current) return
        video.current.srcObject = stream
        await video.current.play().catch(() => undefined)
        setCamera('on')
        timer = setInterval(async () => {
          if (busy.current || !video.current || video.current.readyState < 2) return
          busy.current = true
          try {
            const code = await readBarcode(video.current)
            if (code) {
              clearInterval(timer)
              await lookUp(code)
            }
          } catch {
            // A frame that cannot be read: the next one is tried.
          } finally {
            busy.current = false
          }
        }, FRAME_EVERY_MS)
      } catch (error) {
        const name = (error as { name?: string } | null)?.name
        setCamera(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'none')
      }
    }
    void start()
    return () => {
      stopped = true
      clearInterval(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
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
    } catch {
      setOutcome({ kind: 'unreadable' })
    }
  }

  const cameraNote: Record<Camera, ReactNode> = {
    starting: null,
    on: <Trans>Hold the barcode on the part’s box in front of the camera.</Trans>,
    denied: (
      <Trans>
        The camera is not allowed for the shop. Allow it in the browser’s site settings, or take or
        choose a picture of the barcode below.
      </Trans>
    ),
    none: <Trans>No camera was found. Take or choose a picture of the barcode below.</Trans>,
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
      {cameraNote[camera] && <p>{cameraNote[camera]}</p>}
      <label htmlFor={fileId} className="button">
        <Trans>Take or choose a picture</Trans>
      </label>
      <input
        id={fileId}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(event) => void choosePicture(event)}
      />
      <div role="status" className="scan-dialog__status">
        <OutcomeText outcome={outcome} />
      </div>
    </ModalDialog>
  )
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'reading':
      return (
        <p>
          <Trans>Reading the picture …</Trans>
        </p>
      )
    case 'unreadable':
      return (
        <p className="alert alert--danger">
          <Trans>
            No barcode was found in the picture. Try again with the barcode in the middle of the
            picture and in good light.
          </Trans>
        </p>
      )
    case 'looking':
      return (
        <p>
          <Trans>Found {outcome.code} — looking for the part …</Trans>
        </p>
      )
    case 'none':
      return (
        <p className="alert alert--danger">
          <Trans>No part has the code {outcome.code}.</Trans>
        </p>
      )
    case 'offline':
      return (
        <p className="alert alert--danger">
          <Trans>
            You are offline, and no part with the code {outcome.code} is saved on this device.
          </Trans>
        </p>
      )
    case 'failed':
      return (
        <p className="alert alert--danger">
          <Trans>The part could not be looked up. Please try again.</Trans>
        </p>
      )
    default:
      return null
  }
}
