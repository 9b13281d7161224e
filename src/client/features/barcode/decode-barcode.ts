/**
 * Reading a barcode from a picture or a video frame: EAN-13 (the number on a
 * part's box) and Code 128 (article numbers on labels). The browser's own BarcodeDetector where
 * it reads these formats (Chrome on Android and macOS, Safari 17+), otherwise the
 * `barcode-detector` ponyfill on zxing-wasm. Its .wasm file is one of the app's own assets
 * (never the package's default CDN: the CSP allows none, and the workshop may be offline); the
 * service worker keeps it once fetched. This module is loaded only when the scanner opens.
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

/** The reader itself could not be had: its WebAssembly did not load (offline, never fetched). */
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

/**
 * The detector, made once: native when it reads our formats, else the WASM one (its
 * WebAssembly fetched now). A failure is not kept, so the next scan tries again.
 */
export function barcodeDetector(): Promise<Detector> {
  detector ??= (async () => (await nativeDetector()) ?? (await wasmDetector()))().catch(
    (error: unknown) => {
      detector = null
      throw new BarcodeReaderUnavailable(error)
    },
  )
  return detector
}

/** A chosen file as a bitmap (what every detector reads), or null when it is no picture. */
async function pictureOf(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file)
  } catch {
    return null
  }
}

/**
 * The first EAN-13 or Code 128 in the picture or frame, or `null` when none can be read.
 * Throws BarcodeReaderUnavailable when there is no reader to read with.
 */
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
