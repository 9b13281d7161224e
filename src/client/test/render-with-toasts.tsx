/** Test-only: a component beside the app's toasts, in the active language. */
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { i18n } from '../i18n/i18n'
import { Toasts } from '../ui/toasts'

/** Draws `ui` and the toasts; returns the toasts' live region. */
export function renderWithToasts(ui: ReactNode) {
  render(
    <I18nProvider i18n={i18n}>
      {ui}
      <Toasts />
    </I18nProvider>,
  )
  return screen.getByRole('status', { name: 'Notifications' })
}
