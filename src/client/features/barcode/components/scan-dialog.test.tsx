import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { polyfillDialog } from '../../../test/dialog-polyfill'
import { renderInRouter } from '../../../test/render-in-router'
import { BarcodeReaderUnavailable, readBarcode } from '../decode-barcode'
import { findByCode } from '../find-by-code'
import { ScanButton } from './scan-button'
import { ScanDialog } from './scan-dialog'

vi.mock('../decode-barcode', async (original) => ({
  ...(await original<typeof import('../decode-barcode')>()),
  barcodeDetector: vi.fn(() => Promise.resolve({ detect: async () => [] })),
  readBarcode: vi.fn(),
}))
vi.mock('../find-by-code', () => ({ findByCode: vi.fn() }))
const read = vi.mocked(readBarcode)
const lookUp = vi.mocked(findByCode)

const filter = {
  articleId: 11,
  articleNumber: 'HU 7008 z',
  articleName: 'Oil filter',
  mfrName: 'MANN',
}

function withCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  })
}

/** `ui` (the dialog) on `/` of an English router that also has the product and search pages. */
function renderDialog(onClose = vi.fn(), ui = <ScanDialog onClose={onClose} />) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['products', 'item', 11, 'en'], filter)
  const { router, user } = renderInRouter({
    pages: {
      '/': ui,
      '/products/$slug': <p>product page</p>,
      '/catalog/article': <p>search results</p>,
    },
    basepath: '/en',
    queryClient,
  })
  return { router, onClose, user }
}

async function choosePicture(user: ReturnType<typeof userEvent.setup>) {
  const picture = new File(['png'], 'box.png', { type: 'image/png' })
  await user.upload(await screen.findByLabelText('Take or choose a picture'), picture)
}

beforeAll(async () => {
  await activateLocale('en')
  polyfillDialog()
})
beforeEach(() => withCamera(undefined))
afterEach(() => {
  vi.restoreAllMocks()
  read.mockReset()
  lookUp.mockReset()
})

describe('the barcode scanner without a usable camera', () => {
  it('says the camera is not allowed, how to allow it, and offers a picture instead', async () => {
    withCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')))
    renderDialog()
    expect(await screen.findByText(/The shop is not allowed to use the camera/)).toHaveTextContent(
      /turn on Camera .* take or choose a picture/,
    )
    expect(screen.getByLabelText('Take or choose a picture')).toHaveAttribute('type', 'file')
  })

  it('says no camera was found when the device has none', async () => {
    withCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')))
    renderDialog()
    expect(await screen.findByText(/No camera was found/)).toBeInTheDocument()
  })

  it('says no camera was found when the browser has no camera API at all', async () => {
    renderDialog()
    expect(await screen.findByText(/No camera was found/)).toBeInTheDocument()
  })

  it('says the camera could not start when another app holds it', async () => {
    withCamera(() => Promise.reject(new DOMException('busy', 'NotReadableError')))
    renderDialog()
    expect(await screen.findByText(/The camera could not be started/)).toBeInTheDocument()
  })
})

describe('the barcode scanner reading a picture', () => {
  it('says no barcode was found in an unreadable picture, and keeps the dialog open', async () => {
    read.mockResolvedValueOnce(null)
    const { user, onClose } = renderDialog()
    await choosePicture(user)
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No barcode was found in the picture. Try again with the barcode in the middle',
    )
    expect(lookUp).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('opens the part’s page when the code names one article', async () => {
    read.mockResolvedValueOnce('4011558044603')
    lookUp.mockResolvedValueOnce({ kind: 'found', article: filter })
    const { user, router, onClose } = renderDialog()
    await choosePicture(user)
    expect(await screen.findByText('product page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/products/mann-hu-7008-z-oil-filter-11')
    expect(onClose).toHaveBeenCalled()
    // With what the app remembers, for a look-up on the device when offline.
    expect(lookUp).toHaveBeenCalledWith('en', '4011558044603', [
      { key: ['products', 'item', 11, 'en'], data: filter },
    ])
  })

  it('opens the search results when several parts have the code', async () => {
    read.mockResolvedValueOnce('5Q0698151B')
    lookUp.mockResolvedValueOnce({ kind: 'several' })
    const { user, router } = renderDialog()
    await choosePicture(user)
    expect(await screen.findByText('search results')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ n: '5Q0698151B' })
  })

  it('says which code was read when no part has it', async () => {
    read.mockResolvedValueOnce('7311111111114')
    lookUp.mockResolvedValueOnce({ kind: 'none' })
    const { user } = renderDialog()
    await choosePicture(user)
    expect(await screen.findByText('No part has the code 7311111111114.')).toBeInTheDocument()
  })

  it('says a connection is needed when offline and the part is not on the device', async () => {
    read.mockResolvedValueOnce('7311111111114')
    lookUp.mockResolvedValueOnce({ kind: 'offline' })
    const { user } = renderDialog()
    await choosePicture(user)
    expect(
      await screen.findByText(/Looking up the code 7311111111114 needs a connection/),
    ).toBeInTheDocument()
  })

  it('says the reader needs a connection when it could not be loaded', async () => {
    read.mockRejectedValueOnce(new BarcodeReaderUnavailable(new TypeError('Failed to fetch')))
    const { user } = renderDialog()
    await choosePicture(user)
    expect(await screen.findByText(/The barcode reader could not be loaded/)).toBeInTheDocument()
  })
})

describe('the barcode scanner with a camera', () => {
  it('reads the live picture, opens the part, and stops the camera', async () => {
    const stop = vi.fn()
    const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream
    withCamera(() => Promise.resolve(stream))
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4)
    read.mockResolvedValueOnce(null).mockResolvedValue('4011558044603')
    lookUp.mockResolvedValue({ kind: 'found', article: filter })
    renderDialog()
    expect(await screen.findByText(/Hold the barcode/)).toBeInTheDocument()
    expect(await screen.findByText('product page')).toBeInTheDocument()
    expect(read.mock.calls[0][0]).toBeInstanceOf(HTMLVideoElement)
    expect(stop).toHaveBeenCalled()
  })

  it('stops the camera when the dialog is closed', async () => {
    const stop = vi.fn()
    const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream
    withCamera(() => Promise.resolve(stream))
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    const { user } = renderDialog(vi.fn(), <ScanButton />)
    await user.click(await screen.findByRole('button', { name: 'Scan barcode' }))
    expect(await screen.findByText(/Hold the barcode/)).toBeInTheDocument()
    expect(stop).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(stop).toHaveBeenCalled()
  })
})
