/**
 * The currencies a visitor can show prices in and the conversion from the
 * shop's prices, which are Norwegian kroner in øre.
 *
 * How the list is read: its rates EUR 0.92, GBP 0.78,
 * USD 1, RUB 64 are units per US dollar, so the shop's own currency NOK joins the list with a
 * rate per US dollar too (`NOK_PER_USD`). NOK is the default and is shown as `kr`; a price in
 * another currency is the NOK price converted through the dollar, with two decimals. The
 * old shop's "USD default, 'kr' display" was a dollar rate of 1 printed as kroner; here kroner
 * are kroner. Choosing the current currency again changes nothing.
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
  /** Units of this currency per US dollar (USD = 1). */
  rate: number
}

/**
 * Norwegian kroner per US dollar, fixed: a round figure in the range of Norges Bank's rates of
 * 2023–2025 (about 10–11 kr per dollar). The spec's rates are fixed too, so amounts in other
 * currencies are an indication; the shop charges in kroner.
 */
export const NOK_PER_USD = 10.5

const NOK: Currency = Object.freeze({
  code: 'NOK',
  symbol: 'kr',
  name: 'Norwegian Krone',
  rate: NOK_PER_USD,
})

/** The currency list: the shop's NOK, then the others with their fixed rates. */
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

/**
 * The currency after choosing `code`: the very same object when the code is the current one
 * (so stores see no change), and also when the code is unknown.
 */
export function changeCurrency(current: Currency, code: string): Currency {
  if (code === current.code) return current
  return findCurrency(code) ?? current
}

/**
 * An amount in øre (NOK) in minor units of `currency` (cents, pence, kopeks), rounded to a
 * whole unit: øre × rate ÷ NOK_PER_USD. Kroner stay exactly as they are.
 */
export function convertOre(ore: number, currency: Currency): number {
  assertOre(ore)
  if (currency.code === 'NOK') return ore
  return Math.round((ore * currency.rate) / NOK_PER_USD)
}

/**
 * A price in øre shown in `currency` with two decimals, in the page's language: nb-NO
 * (`1 234,50 €`) in Norwegian, en-GB (`€1,234.50`) in English. NOK is `formatMoney`'s `kr`.
 */
export function formatPrice(ore: number, currency: Currency, locale: Locale = 'no'): string {
  if (currency.code === 'NOK') return formatMoney(ore, locale)
  return formatCurrencyAmount(convertOre(ore, currency), currency.symbol, locale)
}
