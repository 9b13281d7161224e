import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../../../i18n/i18n'
import { GarageButton } from './garage-button'

describe('GarageButton', () => {
  beforeAll(() => activateLocale('en'))
  // The live button warms its picker dialog when idle: that import must finish before teardown.
  afterAll(() => import('./vehicle-picker-dialog'), 30_000)

  it('keeps the keyboard focus when the live button takes the stand-in’s place', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <GarageButton />
      </I18nProvider>,
    )
    const standIn = screen.getByRole('button', { name: 'Choose vehicle' })
    act(() => standIn.focus())
    fireEvent.focus(standIn)
    expect(document.activeElement).toBe(standIn)
    // Once the browser is idle the live button (with the garage behind it) replaces the
    // stand-in: a new element, which has the focus the stand-in had.
    // The live button is a lazy module: its first import is transformed on demand, slow on a busy machine.
    await vi.waitFor(
      () => expect(screen.getByRole('button', { name: 'Choose vehicle' })).not.toBe(standIn),
      { timeout: 10_000 },
    )
    const live = screen.getByRole('button', { name: 'Choose vehicle' })
    expect(standIn.isConnected).toBe(false)
    expect(document.activeElement).toBe(live)
  })

  it('a live button drawn without a focused stand-in leaves the focus where it is', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <input aria-label="Elsewhere" />
        <GarageButton />
      </I18nProvider>,
    )
    const elsewhere = screen.getByLabelText('Elsewhere')
    act(() => elsewhere.focus())
    const standIn = screen.getByRole('button', { name: 'Choose vehicle' })
    // The live button is a lazy module: its first import is transformed on demand, slow on a busy machine.
    await vi.waitFor(
      () => expect(screen.getByRole('button', { name: 'Choose vehicle' })).not.toBe(standIn),
      { timeout: 10_000 },
    )
    expect(document.activeElement).toBe(elsewhere)
  })
})
