/**
 * EAN-13 (GS1) barcodes: twelve digits and a check digit. Digits in odd positions (1st, 3rd …)
 * weigh 1, even positions weigh 3; the check digit tops the sum up to a multiple of ten.
 * Example: MANN-FILTER C 2029 is 4011558383008.
 */

export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits, got "${first12}"`)
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

/** The full code: the twelve digits followed by their check digit. */
export function toEan13(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12])
}
