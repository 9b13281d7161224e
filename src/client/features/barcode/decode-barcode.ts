/**
 * EAN-13 (a part's box) and Code 128 (article-number labels): the browser's BarcodeDetector
 * where it reads them, else the zxing-wasm ponyfill. Its .wasm is one of our own assets, never
 * the package's CDN: the CSP allows none, and the workshop may be offline.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

export const BARCODE_FORMATS = ['ean_13', 'code_128'] as const

interface Detector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string; format: string }[]>
}

declare class NativeBarcodeDetector {
  constructor(options: { formats: string[] })
  static getSupportedFormats(): Promise<string[]>
  detect(source: ImageBitmapSource): Promise<{ rawValue: string; format: string }[]>
}

export class BarcodeReaderUnavailable extends Error {
  constructor(cause: unknown) {
    super('The barcode reader could not be loaded', { cause })
    this.name = 'BarcodeReaderUnavailable'
  }
}

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: typeof NativeBarcodeDetector }).BarcodeDetector
  if (!Native) return null
  try {
    const supported = await Native.getSupportedFormats()
    if (!BARCODE_FORMATS.every((format) => supported.includes(format))) return null
    return new Native({ formats: [...BARCODE_FORMATS] })
  } catch {
    return null
  }
}

async function wasmDetector(): Promise<Detector> {
  const zxing = await import('barcode-detector/ponyfill')
  // zxing-wasm keeps a failed load; forgetting it lets a later try (back online) load again.
  zxing.purgeZXingModule()
  await zxing.prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, globalThis.location.href).href : prefix + path,
    },
    fireImmediately: true,
  })
  return new zxing.BarcodeDetector({ formats: [...BARCODE_FORMATS] })
}

let detector: Promise<Detector> | null = null

/** A failure is not kept, so the next scan tries again. */
export function barcodeDetector(): Promise<Detector> {
  detector ??= (async () => (await nativeDetector()) ?? (await wasmDetector()))().catch(
    (error: unknown) => {
      detector = null
      throw new BarcodeReaderUnavailable(error)
    },
  )
  return detector
}

async function pictureOf(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file)
  } catch {
    return null
  }
}

export async function readBarcode(source: ImageBitmapSource): Promise<string | null> {
  const reader = await barcodeDetector()
  // Native detectors do not all take a Blob; where the browser can decode it, a bitmap is read.
  const image =
    source instanceof Blob && typeof createImageBitmap === 'function'
      ? await pictureOf(source)
      : source
  if (image === null) return null
  try {
    const found = await reader.detect(image)
    return found.map((code) => code.rawValue.trim()).find((value) => value !== '') ?? null
  } catch (error) {
    // The ponyfill says NotSupportedError when its WebAssembly is not there after all.
    if ((error as { name?: string } | null)?.name === 'NotSupportedError') {
      detector = null
      throw new BarcodeReaderUnavailable(error)
    }
    throw error
  } finally {
    if (image !== source) (image as ImageBitmap).close()
  }
}
