/**
 * The currencies a visitor can choose and their rates against the shop's prices (spec §3, §4,
 * §9). USD is the default; choosing the current currency again changes nothing.
 */
import { assertOre } from './money'

export type CurrencyCode = 'EUR' | 'GBP' | 'USD' | 'RUB'

export interface Currency {
  code: CurrencyCode
  symbol: string
  name: string
  /** Multiplier applied to a price for display in this currency (spec §9). */
  rate: number
}

const USD: Currency = Object.freeze({ code: 'USD', symbol: '$', name: 'US Dollar', rate: 1 })

/** The currency list with its fixed rates (spec §9). Shared objects, hence frozen. */
export const CURRENCIES: readonly Currency[] = Object.freeze([
  Object.freeze({ code: 'EUR', symbol: '€', name: 'Euro', rate: 0.92 } as const),
  Object.freeze({ code: 'GBP', symbol: '£', name: 'Pound Sterling', rate: 0.78 } as const),
  USD,
  Object.freeze({ code: 'RUB', symbol: '₽', name: 'Russian Ruble', rate: 64 } as const),
])

export const DEFAULT_CURRENCY: Currency = USD
export const DEFAULT_CURRENCY_CODE: CurrencyCode = USD.code

export function findCurrency(code: string): Currency | undefined {
  return CURRENCIES.find((currency) => currency.code === code)
}

/**
 * The currency after choosing `code`: the very same object when the code is the current one
 * (so stores see no change, spec §4), and also when the code is unknown.
 */
export function changeCurrency(current: Currency, code: string): Currency {
  if (code === current.code) return current
  return findCurrency(code) ?? current
}

/** An amount in øre times the currency's rate, rounded to whole minor units. */
export function convertOre(ore: number, currency: Currency): number {
  assertOre(ore)
  return Math.round(ore * currency.rate)
}
