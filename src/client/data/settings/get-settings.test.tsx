import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ShopSettings } from '../../../domain/settings'
import { createQueryClient } from '../../offline/query-client'
import { jsonResponse, stubFetchEachTest } from '../../test/fake-fetch'
import { useSettings } from './get-settings'
import { readStoredSettings, SETTINGS_STORAGE_KEY } from './settings-storage'
import { shopSettings } from '../../../domain/test/shop-settings'

const fresh = shopSettings
const stored: ShopSettings = { ...fresh, companyName: 'Gamle Delelager AS' }

function CompanyName() {
  const settings = useSettings()
  return <p>{settings ? settings.companyName : 'no settings'}</p>
}

function renderProbe() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CompanyName />
    </QueryClientProvider>,
  )
}

describe('the settings query', () => {
  const fetchSpy = stubFetchEachTest()
  beforeEach(() => {
    localStorage.clear()
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('shows the settings kept on the device at once, then the server’s, and keeps those', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(stored))
    let answer: (response: Response) => void = () => {}
    fetchSpy.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))

    renderProbe()

    expect(screen.getByText('Gamle Delelager AS')).toBeInTheDocument()
    answer(jsonResponse(200, fresh))
    expect(await screen.findByText('Delelager AS')).toBeInTheDocument()
    expect(readStoredSettings()).toEqual(fresh)
    const url = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://localhost')
    expect(url.pathname).toBe('/api/setting/settings')
  })

  it('logs a failed fetch, shows no error and keeps the settings it had', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(stored))
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})

    renderProbe()

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2), { timeout: 3000 })
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error fetching settings:', expect.any(Error)),
    )
    expect(screen.getByText('Gamle Delelager AS')).toBeInTheDocument()
    expect(readStoredSettings()).toEqual(stored)
  })

  it('has no settings when the first fetch fails and none are kept', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})

    renderProbe()

    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2), { timeout: 3000 })
    expect(screen.getByText('no settings')).toBeInTheDocument()
  })

  it('refuses an answer that breaks the shared schema, and stores nothing', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, { ...fresh, orgNr: '123456789' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})

    renderProbe()

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2), { timeout: 3000 })
    expect(screen.getByText('no settings')).toBeInTheDocument()
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull()
  })

  it('ignores a stored copy that does not parse or has an older shape', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json')
    expect(readStoredSettings()).toBeNull()
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ phone: '123', email: 'a@b' }))
    expect(readStoredSettings()).toBeNull()
  })
})
