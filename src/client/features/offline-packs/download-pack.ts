/**
 * Each item is stored under its normalised key where the service worker looks offline. Progress
 * is saved now and then, so a download cut short is `partial` and resumes where it stopped. Its
 * requests carry `x-offline-pack` so the service worker does not copy them into its own cache.
 */
import { type PackManifest, packCacheName, packKey } from '../../../domain/offline-pack'
import BARCODE_WASM_URL from 'zxing-wasm/reader/zxing_reader.wasm?url'
import { requestPersistentStorage } from '../../offline/persistent-storage'
import { forgetPack, type PackInfo, packOf, savePack } from './pack-store'

export const PACK_HEADER = { 'x-offline-pack': '1' }
const CONCURRENCY = 4
/** Progress is written to IndexedDB after this many items. */
const SAVE_EVERY = 25
/** Longest wait for one item: a stalled line fails the download (resumable), never hangs it. */
export const ITEM_TIMEOUT_MS = 20_000

function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms)
  return signal ? AbortSignal.any([signal, timeout]) : timeout
}

export type PackFailure = 'cancelled' | 'network' | 'quota' | 'server'

export class PackError extends Error {
  constructor(readonly reason: PackFailure) {
    super(`offline pack: ${reason}`)
    this.name = 'PackError'
  }
}

export interface PackProgress {
  done: number
  total: number
  bytes: number
}

function failureOf(error: unknown, signal?: AbortSignal): PackError {
  if (error instanceof PackError) return error
  if (signal?.aborted) return new PackError('cancelled')
  const name = (error as { name?: string } | null)?.name
  if (name === 'QuotaExceededError') return new PackError('quota')
  // AbortError without a cancel, or TimeoutError: the line stalled.
  return new PackError('network')
}

export async function fetchPackManifest(
  carId: number,
  lang: string,
  signal?: AbortSignal,
): Promise<PackManifest> {
  let response: Response
  try {
    response = await fetch(`/api/vehicles/variant/${carId}/offline-pack?lang=${lang}`, {
      headers: PACK_HEADER,
      cache: 'no-store',
      signal,
    })
  } catch (error) {
    throw failureOf(error, signal)
  }
  if (!response.ok) throw new PackError('server')
  return (await response.json()) as PackManifest
}

export interface DownloadOptions {
  carId: number
  lang: string
  signal?: AbortSignal
  onProgress?: (progress: PackProgress) => void
}

/** Rejects with a PackError, the pack then saved as `partial`. */
export async function downloadPack({
  carId,
  lang,
  signal,
  onProgress,
}: DownloadOptions): Promise<PackInfo> {
  void requestPersistentStorage()
  const manifest = await fetchPackManifest(carId, lang, signal)
  const previous = packOf(carId)
  // A partial pack in the same language resumes; a complete one is refreshed item by item.
  const resuming = previous?.status === 'partial' && previous.lang === lang
  const cache = await caches.open(packCacheName(carId))
  const stored = resuming
    ? new Set((await cache.keys()).map((request) => request.url))
    : new Set<string>()
  const keys = manifest.items.map((item) => packKey(item.url, location.origin))

  const progress: PackProgress = {
    done: 0,
    total: manifest.items.length,
    bytes: resuming ? previous.bytes : 0,
  }
  const info = (status: PackInfo['status']): PackInfo => ({
    carId,
    lang,
    status,
    done: progress.done,
    total: progress.total,
    bytes: progress.bytes,
    updatedAt: new Date().toISOString(),
    truncated: manifest.truncated,
  })
  await savePack(info('partial'))

  // The first failure stops every worker: none may report progress after it.
  const stop = new AbortController()
  const stopped = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal
  let next = 0
  let sinceSave = 0
  const fetchOne = async (index: number) => {
    const item = manifest.items[index]
    const key = keys[index]
    if (!item || !key) return
    if (!stored.has(key)) {
      const response = await fetch(item.url, {
        headers: PACK_HEADER,
        cache: 'no-store',
        signal: withTimeout(stopped, ITEM_TIMEOUT_MS),
      })
      if (!response.ok) throw new PackError('server')
      const body = await response.blob()
      await cache.put(key, new Response(body, { headers: response.headers }))
      progress.bytes += body.size
    }
    if (stopped.aborted) return
    progress.done += 1
    onProgress?.({ ...progress })
    if (++sinceSave >= SAVE_EVERY) {
      sinceSave = 0
      await savePack(info('partial'))
    }
  }
  const worker = async () => {
    while (next < manifest.items.length && !stopped.aborted) {
      await fetchOne(next++)
    }
    if (signal?.aborted) throw new PackError('cancelled')
  }
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  } catch (error) {
    stop.abort()
    await savePack(info('partial'))
    throw failureOf(error, signal)
  }

  // Answers no longer in the manifest (a part gone since the last download) are dropped.
  const wanted = new Set(keys)
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request)
  }
  const done = info('complete')
  await savePack(done)
  // The barcode reader's decoder, so a part box can be scanned in the workshop without signal
  // (through the service worker, which keeps it).
  void fetch(BARCODE_WASM_URL).catch(() => undefined)
  return done
}

export async function deletePack(carId: number): Promise<void> {
  await caches.delete(packCacheName(carId))
  await forgetPack(carId)
}
