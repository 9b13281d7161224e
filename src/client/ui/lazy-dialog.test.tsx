import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { type ComponentType, lazy } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { polyfillDialog } from '../test/dialog-polyfill'
import { activateLocale, i18n } from '../i18n/i18n'
import { LazyDialog } from './lazy-dialog'

type Loaded = { default: ComponentType<{ onClose: () => void }> }

const Picker = ({ onClose }: { onClose: () => void }) => (
  <div role="dialog" aria-label="Velg kjøretøy">
    <button type="button" onClick={onClose}>
      Ferdig
    </button>
  </div>
)

function renderOpened(load: () => Promise<Loaded>, onClose: () => void) {
  const Dialog = lazy(load)
  render(
    <I18nProvider i18n={i18n}>
      <main>
        <h1>Bremseklosser</h1>
        <LazyDialog onClose={onClose} fallback={<p role="status">Laster …</p>}>
          <Dialog onClose={onClose} />
        </LazyDialog>
      </main>
    </I18nProvider>,
  )
}

describe('a dialog whose code loads when it is opened', () => {
  beforeAll(async () => {
    await activateLocale('no')
    polyfillDialog()
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows its loading placeholder until its code has come, then the dialog itself', async () => {
    let arrive: (module: Loaded) => void = () => {}
    renderOpened(
      () => new Promise<Loaded>((resolve) => (arrive = resolve)),
      () => {},
    )
    expect(screen.getByRole('status')).toHaveTextContent('Laster …')
    await act(async () => arrive({ default: Picker }))
    expect(await screen.findByRole('dialog', { name: 'Velg kjøretøy' })).toBeInTheDocument()
  })

  it('says in a dialog that it could not be opened when its files cannot be fetched, and keeps the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onClose = vi.fn()
    renderOpened(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      onClose,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Dette kunne ikke åpnes' })
    expect(dialog).toHaveTextContent('kunne ikke hentes fordi forbindelsen brøt')
    expect(screen.getByRole('button', { name: 'Last inn siden på nytt' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Bremseklosser' })).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('A dialog could not be loaded:', expect.any(TypeError))

    // Closing it is closing the dialog the shopper asked for.
    fireEvent.click(screen.getByRole('button', { name: 'Lukk' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
