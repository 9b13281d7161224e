/**
 * Reading a barcode from a picture or a video frame (issue 9 §3): EAN-13 (the number on a
 * part's box) and Code 128 (article numbers on labels). The browser's own BarcodeDetector where
 * it reads these formats (Chrome on Android, Safari 17+), otherwise the `barcode-detector`
 * ponyfill on zxing-wasm. Its .wasm file is one of the app's own assets (never a CDN: the CSP
 * allows none, and the workshop may be offline). This module is loaded only when the scanner
 * opens.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

export const BARCODE_FORMATS = ['ean_13', 'code_128'] as const

interface Detector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string; format: string }[]>
}

let detector: Promise<Detector> | null = null

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: typeof BarcodeDetectorType }).BarcodeDetector
  if (!Native) return null
  try {
    const supported = await Native.getSupportedFormats()
    if (!BARCODE_FORMATS.every((format) => supported.includes(format))) return null
    return new Native({ formats: [...BARCODE_FORMATS] })
  } catch {
    return null
  }
}

declare class BarcodeDetectorType {
  constructor(options: { formats: string[] })
  static getSupportedFormats(): Promise<string[]>
  detect(source: ImageBitmapSource): Promise<{ rawValue: string; format: string }[]>
}

/** The detector, made once: native when it reads our formats, else the WASM one. */
export function barcodeDetector(): Promise<Detector> {
  detector ??= (async () => {
    const native = await nativeDetector()
    if (native) return native
    const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill')
    prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path,
      },
    })
    return new BarcodeDetector({ formats: [...BARCODE_FORMATS] })
  })()
  return detector
}

/** The first EAN-13 or Code 128 in the picture, or `null` when none can be read. */
export async function readBarcode(source: ImageBitmapSource): Promise<string | null> {
  const found = await (await barcodeDetector()).detect(source)
  return found.find((code) => code.rawValue.trim() !== '')?.rawValue.trim() ?? null
}
