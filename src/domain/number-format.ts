/**
 * Numbers and amounts as the shop shows them, written out here rather than with
 * `Intl.NumberFormat`: the browser's first number (or date) format loads its locale data,
 * 30–60 ms of one task on a slow phone — on every page, since every page shows a price or a
 * count. The output is exactly `Intl.NumberFormat`'s for `nb-NO` and `en-GB`
 * (number-format.test.ts compares the two): Norwegian groups thousands with U+00A0 no-break
 * spaces, writes a decimal comma and a U+2212 minus sign; English uses `,`, `.` and `-`.
 */
import type { Locale } from './locale'

const SEPARATORS: Record<Locale, { group: string; decimal: string; minus: string }> = {
  no: { group: '\u00a0', decimal: ',', minus: '\u2212' },
  en: { group: ',', decimal: '.', minus: '-' },
}

/** The digits of a whole non-negative number with the locale's thousands separators. */
function groupDigits(digits: string, group: string): string {
  let grouped = ''
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3)
    grouped = (start > 0 ? group : '') + digits.slice(start, end) + grouped
  }
  return grouped
}

function assertSafeInteger(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`)
}

/** A whole number: `12 345` in Norwegian, `12,345` in English. */
export function formatInteger(value: number, locale: Locale): string {
  assertSafeInteger(value)
  const { group, minus } = SEPARATORS[locale]
  const digits = groupDigits(String(Math.abs(value)), group)
  return value < 0 ? minus + digits : digits
}

/** An amount given in hundredths (øre, cents) with two decimals, its sign apart. */
export interface FormattedAmount {
  negative: boolean
  /** `1 234,50` / `1,234.50`, without a sign. */
  digits: string
  /** The locale's minus sign (put before the amount or its symbol, as the locale does). */
  minus: string
}

export function formatHundredths(hundredths: number, locale: Locale): FormattedAmount {
  assertSafeInteger(hundredths)
  const { group, decimal, minus } = SEPARATORS[locale]
  const absolute = Math.abs(hundredths)
  const whole = groupDigits(String(Math.floor(absolute / 100)), group)
  const fraction = String(absolute % 100).padStart(2, '0')
  return { negative: hundredths < 0, digits: `${whole}${decimal}${fraction}`, minus }
}

/**
 * An amount in hundredths with its currency symbol where the locale puts it: after the amount
 * in Norwegian (`1 234,50 €`, `1 234,50 kr`), before it in English (`€1,234.50`, and
 * `kr 1,234.50` with a no-break space after a symbol of letters).
 */
export function formatCurrencyAmount(hundredths: number, symbol: string, locale: Locale): string {
  const { negative, digits, minus } = formatHundredths(hundredths, locale)
  const sign = negative ? minus : ''
  if (locale === 'no') return `${sign}${digits}\u00a0${symbol}`
  const gap = /^\p{L}+$/u.test(symbol) ? '\u00a0' : ''
  return `${sign}${symbol}${gap}${digits}`
}
