import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../domain/locale'
import { i18n } from '../i18n/i18n'
import { LocaleProvider } from '../i18n/locale-context'
import { CLIENT_STATE_KEY, clientState } from '../offline/client-state'
import { startEachTestWithEmptyLists } from '../test/saved-articles'
import { Money } from '../ui/money'
import { CurrencySwitch } from './currency-switch'

function renderSwitch(locale: Locale) {
  render(
    <LocaleProvider locale={locale}>
      <I18nProvider i18n={i18n}>
        <CurrencySwitch />
        <p data-testid="price">
          <Money ore={102900} />
        </p>
      </I18nProvider>
    </LocaleProvider>,
  )
  return screen.getByRole('combobox', { name: 'Currency' })
}

const price = () => screen.getByTestId('price').textContent

describe('the currency switch', () => {
  startEachTestWithEmptyLists()

  it('offers NOK, the default, and the spec list', () => {
    const select = renderSwitch('no')
    expect(select).toHaveValue('NOK')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'NOK (kr)',
      'EUR (€)',
      'GBP (£)',
      'USD ($)',
      'RUB (₽)',
    ])
    expect(price()).toBe('1\u00a0029,00\u00a0kr')
  })

  it('changes every price at once, with two decimals in Norwegian formatting', () => {
    const select = renderSwitch('no')
    fireEvent.change(select, { target: { value: 'EUR' } })
    expect(price()).toBe('90,16\u00a0€')
    fireEvent.change(select, { target: { value: 'RUB' } })
    // 1 029 kr × 64 ÷ 10.5 = 6 272.00 ₽
    expect(price()).toBe('6\u00a0272,00\u00a0₽')
  })

  it('formats in English on English pages', () => {
    const select = renderSwitch('en')
    fireEvent.change(select, { target: { value: 'GBP' } })
    expect(price()).toBe('£76.44')
  })

  it('keeps the choice on the device for the next start', () => {
    fireEvent.change(renderSwitch('no'), { target: { value: 'USD' } })
    expect(JSON.parse(localStorage.getItem(CLIENT_STATE_KEY) ?? '{}').state.currency).toEqual({
      code: 'USD',
    })
    clientState.load()
    expect(clientState.getSnapshot().currency).toBe('USD')
  })
})
