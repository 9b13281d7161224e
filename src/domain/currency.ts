/**
 * Rates are units per US dollar (as the old shop's list), so NOK joins with `NOK_PER_USD`; other
 * currencies are converted through the dollar. The old shop printed a dollar rate of 1 as kroner.
 */
import type { Locale } from './locale'
import { assertOre, formatMoney } from './money'
import { formatCurrencyAmount } from './number-format'

export const CURRENCY_CODES = ['NOK', 'EUR', 'GBP', 'USD', 'RUB'] as const

export type CurrencyCode = (typeof CURRENCY_CODES)[number]

export interface Currency {
  code: CurrencyCode
  symbol: string
  name: string
  rate: number
}

/** Fixed, in the range of Norges Bank's 2023–2025 rates: other currencies are an indication; the shop charges in kroner. */
export const NOK_PER_USD = 10.5

const NOK: Currency = Object.freeze({
  code: 'NOK',
  symbol: 'kr',
  name: 'Norwegian Krone',
  rate: NOK_PER_USD,
})

export const CURRENCIES: readonly Currency[] = Object.freeze([
  NOK,
  Object.freeze({ code: 'EUR', symbol: '€', name: 'Euro', rate: 0.92 } as const),
  Object.freeze({ code: 'GBP', symbol: '£', name: 'Pound Sterling', rate: 0.78 } as const),
  Object.freeze({ code: 'USD', symbol: '$', name: 'US Dollar', rate: 1 } as const),
  Object.freeze({ code: 'RUB', symbol: '₽', name: 'Russian Ruble', rate: 64 } as const),
])

export const DEFAULT_CURRENCY: Currency = NOK
export const DEFAULT_CURRENCY_CODE: CurrencyCode = NOK.code

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return (CURRENCY_CODES as readonly unknown[]).includes(value)
}

export function findCurrency(code: string): Currency | undefined {
  return CURRENCIES.find((currency) => currency.code === code)
}

/** The very same object for the current or an unknown code, so stores see no change. */
export function changeCurrency(current: Currency, code: string): Currency {
  if (code === current.code) return current
  return findCurrency(code) ?? current
}

export function convertOre(ore: number, currency: Currency): number {
  assertOre(ore)
  if (currency.code === 'NOK') return ore
  return Math.round((ore * currency.rate) / NOK_PER_USD)
}

export function formatPrice(ore: number, currency: Currency, locale: Locale = 'no'): string {
  if (currency.code === 'NOK') return formatMoney(ore, locale)
  return formatCurrencyAmount(convertOre(ore, currency), currency.symbol, locale)
}
