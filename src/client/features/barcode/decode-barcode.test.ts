import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { crc32, deflateSync } from 'node:zlib'
import bwipjs from 'bwip-js/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBarcode } from './decode-barcode'

// The fallback reader (zxing-wasm) runs here for real. jsdom has no BarcodeDetector, so the
// fallback is chosen; it has no createImageBitmap, and its Image cannot load blob: URLs, so
// without `Image` the ponyfill hands the PNG to the WebAssembly, which decodes it itself.
const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')
const wasmRequests: string[] = []

beforeAll(() => {
  vi.stubGlobal('Image', undefined)
  vi.stubGlobal('fetch', async (url: string | URL) => {
    wasmRequests.push(String(url))
    return new Response(readFileSync(wasmPath), { headers: { 'content-type': 'application/wasm' } })
  })
})
afterAll(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A barcode drawn by bwip-js as a photo would show it: on white, with a margin around it. */
async function picture(bcid: 'ean13' | 'code128' | 'qrcode', text: string): Promise<Blob> {
  const png = await bwipjs.toBuffer({
    bcid,
    text,
    scale: 3,
    height: 12,
    includetext: true,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  })
  return new Blob([new Uint8Array(png)], { type: 'image/png' })
}

/** A white PNG: a picture without anything to read. */
function whitePicture(width: number, height: number): Blob {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 255)])
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return new Blob([new Uint8Array(png)], { type: 'image/png' })
}

describe('reading a barcode from a picture with the WebAssembly reader', () => {
  it('reads the EAN-13 on a part box', async () => {
    expect(await readBarcode(await picture('ean13', '4006381333931'))).toBe('4006381333931')
  })

  it('fetches its WebAssembly from the shop itself, never from a CDN', async () => {
    await readBarcode(await picture('ean13', '4006381333931'))
    expect(wasmRequests.length).toBeGreaterThan(0)
    for (const url of wasmRequests) expect(new URL(url).origin).toBe(window.location.origin)
  })

  it('reads an article number printed as Code 128', async () => {
    expect(await readBarcode(await picture('code128', 'HU 7008 z'))).toBe('HU 7008 z')
  })

  it('finds nothing in a picture without a barcode', async () => {
    expect(await readBarcode(whitePicture(300, 200))).toBeNull()
  })

  it('ignores codes of other kinds, such as a QR code', async () => {
    expect(await readBarcode(await picture('qrcode', '4006381333931'))).toBeNull()
  })
})

describe('a reader that cannot load', () => {
  it('says the reader is unavailable, and loads it on the next try', async () => {
    vi.resetModules()
    const fresh = await import('./decode-barcode')
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const ean = await picture('ean13', '4006381333931')
    await expect(fresh.readBarcode(ean)).rejects.toBeInstanceOf(fresh.BarcodeReaderUnavailable)

    vi.stubGlobal('fetch', async () => new Response(readFileSync(wasmPath)))
    expect(await fresh.readBarcode(ean)).toBe('4006381333931')
  })
})
