import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../i18n/i18n'
import { StockLeft } from './stock-left'

const renderLeft = (stock: number | undefined) =>
  render(
    <I18nProvider i18n={i18n}>
      <StockLeft stock={stock} />
    </I18nProvider>,
  )

describe('StockLeft', () => {
  beforeAll(async () => {
    await activateLocale('no')
  })

  it('says in bokmål how many pieces are left when only a few are', () => {
    renderLeft(3)
    expect(screen.getByText('Bare 3 igjen')).toBeTruthy()
  })

  it('says nothing of plenty, of none or of an unknown stock', () => {
    for (const stock of [20, 0, undefined]) {
      const { container, unmount } = renderLeft(stock)
      expect(container.textContent).toBe('')
      unmount()
    }
  })
})
