import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LazyPart } from './lazy-part'

const Footer = () => <p>Kontakt oss</p>

describe('a part of the page loaded when wanted', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows its placeholder while its code loads, then the part', async () => {
    let arrive: (module: { default: typeof Footer }) => void = () => {}
    const load = () => new Promise<{ default: typeof Footer }>((resolve) => (arrive = resolve))
    render(<LazyPart load={load} fallback={<p>Laster …</p>} />)
    expect(screen.getByText('Laster …')).toBeInTheDocument()
    await act(async () => arrive({ default: Footer }))
    expect(await screen.findByText('Kontakt oss')).toBeInTheDocument()
  })

  it('keeps the page and shows its placeholder when its files cannot be fetched, and tries again once back online', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<{ default: typeof Footer }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Footer })
    render(
      <main>
        <h1>Kassen</h1>
        <LazyPart load={load} fallback={<div data-testid="marker" />} />
      </main>,
    )
    // The failure is logged, not thrown at the page.
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'A part of the page could not be loaded:',
        expect.any(TypeError),
      ),
    )
    expect(screen.getByTestId('marker')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Kassen' })).toBeInTheDocument()
    expect(screen.queryByText('Kontakt oss')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)

    await act(async () => window.dispatchEvent(new Event('online')))
    expect(await screen.findByText('Kontakt oss')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
