import { screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { polyfillDialog, renderWithRouter } from '../../product/test-harness'
import { ScanDialog } from './scan-dialog'

function withCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  })
}

describe('the barcode scanner without a usable camera', () => {
  beforeAll(async () => {
    await activateLocale('en')
    polyfillDialog()
  })
  afterEach(() => withCamera(undefined))

  it('says the camera is not allowed and offers a picture instead', async () => {
    withCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')))
    renderWithRouter(<ScanDialog onClose={() => {}} />)
    expect(await screen.findByText(/The camera is not allowed for the shop/)).toBeInTheDocument()
    expect(screen.getByLabelText('Take or choose a picture')).toHaveAttribute('type', 'file')
  })

  it('says no camera was found when the device has none', async () => {
    withCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')))
    renderWithRouter(<ScanDialog onClose={() => {}} />)
    expect(await screen.findByText(/No camera was found/)).toBeInTheDocument()
  })

  it('says no camera was found when the browser has no camera API at all', async () => {
    withCamera(undefined)
    renderWithRouter(<ScanDialog onClose={() => {}} />)
    expect(await screen.findByText(/No camera was found/)).toBeInTheDocument()
  })

  it('stops the camera when the dialog closes', async () => {
    const stop = vi.fn()
    const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream
    withCamera(() => Promise.resolve(stream))
    HTMLMediaElement.prototype.play = () => Promise.resolve()
    const { router } = renderWithRouter(<ScanDialog onClose={() => {}} />)
    expect(await screen.findByText(/Hold the barcode/)).toBeInTheDocument()
    // Leaving the page unmounts the dialog.
    await router.navigate({ to: '/product-preview/$articleNumber', params: { articleNumber: 'x' } })
    await vi.waitFor(() => expect(stop).toHaveBeenCalled())
  })
})
