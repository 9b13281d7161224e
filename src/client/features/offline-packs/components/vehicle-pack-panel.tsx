import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { PackManifest } from '../../../../domain/offline-pack'
import { useLocale } from '../../../i18n/locale-context'
import { useGarage } from '../../../data/garage/garage'
import { useConnectivity } from '../../../offline/connectivity'
import {
  deletePack,
  downloadPack,
  fetchPackManifest,
  PackError,
  type PackFailure,
  type PackProgress,
} from '../download-pack'
import { usePack } from '../pack-store'
import './vehicle-pack-panel.css'

type Run =
  | { kind: 'idle' }
  | { kind: 'downloading'; progress: PackProgress | null }
  | { kind: 'failed'; reason: PackFailure }

export function VehiclePackPanel({ carId, name }: { carId: number; name: string }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const online = useConnectivity() === 'online'
  const pack = usePack(carId)
  const [run, setRun] = useState<Run>({ kind: 'idle' })
  const [manifest, setManifest] = useState<PackManifest | null>(null)
  const abort = useRef<AbortController | null>(null)

  // The size before downloading: asked once per vehicle while online and nothing is stored.
  useEffect(() => {
    if (pack || !online) return
    const controller = new AbortController()
    fetchPackManifest(carId, locale, controller.signal)
      .then(setManifest)
      .catch(() => setManifest(null))
    return () => controller.abort()
  }, [carId, locale, online, pack])

  useEffect(() => () => abort.current?.abort(), [])

  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.locale === 'en' ? 'en-GB' : 'nb-NO', {
      style: 'unit',
      unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : bytes / 1024)
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'nb-NO', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso))

  async function start() {
    const controller = new AbortController()
    abort.current = controller
    setRun({ kind: 'downloading', progress: null })
    try {
      await downloadPack({
        carId,
        lang: locale,
        signal: controller.signal,
        onProgress: (progress) => setRun({ kind: 'downloading', progress }),
      })
      setRun({ kind: 'idle' })
    } catch (error) {
      setRun({ kind: 'failed', reason: error instanceof PackError ? error.reason : 'network' })
    } finally {
      abort.current = null
    }
  }

  async function remove() {
    await deletePack(carId)
    setRun({ kind: 'idle' })
  }

  const failure: Record<PackFailure, string> = {
    cancelled: t`The download was cancelled.`,
    network: t`The connection was lost during the download.`,
    quota: t`There is not enough storage space on this device. Free some space, or delete other offline vehicles, and try again.`,
    server: t`The shop could not deliver everything just now. Try again in a little while.`,
  }

  return (
    <section className="vehicle-pack" aria-labelledby={`pack-title-${carId}`}>
      <h2 id={`pack-title-${carId}`} className="vehicle-pack__title">
        <Trans>Offline use</Trans>
      </h2>
      {run.kind === 'downloading' ? (
        <Downloading
          progress={run.progress}
          size={size}
          onCancel={() => abort.current?.abort()}
          label={t`Saving ${name} for offline use`}
        />
      ) : pack?.status === 'complete' ? (
        <>
          <p>
            <Trans>
              Saved on this device: {pack.total} files, {size(pack.bytes)}. Last updated{' '}
              {when(pack.updatedAt)}.
            </Trans>
          </p>
          <PackButtons
            start={<Trans>Update</Trans>}
            onStart={start}
            onRemove={remove}
            online={online}
          />
        </>
      ) : pack?.status === 'partial' ? (
        <>
          <p>
            <Trans>
              Not complete: {pack.done} of {pack.total} files are saved. The pack cannot be used
              offline until it is complete.
            </Trans>
          </p>
          <PackButtons
            primary
            start={<Trans>Continue the download</Trans>}
            onStart={start}
            onRemove={remove}
            online={online}
          />
        </>
      ) : (
        <>
          <p>
            {manifest ? (
              <Trans>
                All parts for this vehicle — {manifest.articles} parts, about{' '}
                {size(manifest.estimatedBytes)} — kept on this device, for the workshop without
                signal.
              </Trans>
            ) : (
              <Trans>
                All parts for this vehicle kept on this device, for the workshop without signal.
              </Trans>
            )}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={start}
            disabled={!online}
          >
            <Trans>Save for offline use</Trans>
          </button>
        </>
      )}
      <div role="status" className="vehicle-pack__status">
        {run.kind === 'failed' && <p className="alert alert--danger">{failure[run.reason]}</p>}
        {!online && run.kind !== 'downloading' && !pack && (
          <p>
            <Trans>Connect to the internet to save this vehicle for offline use.</Trans>
          </p>
        )}
      </div>
    </section>
  )
}

function Downloading({
  progress,
  size,
  onCancel,
  label,
}: {
  progress: PackProgress | null
  size: (bytes: number) => string
  onCancel: () => void
  label: string
}) {
  return (
    <>
      <progress
        className="vehicle-pack__progress"
        aria-label={label}
        max={progress?.total ?? 1}
        value={progress?.done ?? 0}
      />
      <p>
        {progress ? (
          <Trans>
            {progress.done} of {progress.total} files · {size(progress.bytes)}
          </Trans>
        ) : (
          <Trans>Getting the list of parts …</Trans>
        )}
      </p>
      <button type="button" className="button" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </>
  )
}

export function GarageVehiclePack({ carId, name }: { carId: number; name: string }) {
  const { items, loaded } = useGarage()
  if (!loaded || !items.some((vehicle) => vehicle.engine.carId === carId)) return null
  return <VehiclePackPanel carId={carId} name={name} />
}

/** Downloading needs the network. */
function PackButtons({
  start,
  primary = false,
  onStart,
  onRemove,
  online,
}: {
  start: ReactNode
  primary?: boolean
  onStart: () => void
  onRemove: () => void
  online: boolean
}) {
  return (
    <div className="vehicle-pack__buttons">
      <button
        type="button"
        className={primary ? 'button button--primary' : 'button'}
        onClick={onStart}
        disabled={!online}
      >
        {start}
      </button>
      <button type="button" className="button" onClick={onRemove}>
        <Trans>Delete from this device</Trans>
      </button>
    </div>
  )
}
