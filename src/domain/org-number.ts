/**
 * Norwegian organisation numbers (organisasjonsnummer, Enhetsregisteret): nine digits, the
 * last a MOD11 check digit over the first eight with weights 3 2 7 6 5 4 3 2. A remainder
 * of 0 gives check digit 0; a computed 10 means the number was never issued. Shown with
 * spaces in groups of three, "Org.nr. 123 456 785".
 */

/** Weights of digits 1–8 in the MOD11 check (Brønnøysundregistrene). */
const ORG_NUMBER_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const

/** Spaces and dots people type between the groups: `912 345 678`, `912.345.678`. */
const SEPARATORS = /[\s.]/g

/** The check digit of the first eight digits, or `null` when none exists (remainder 1). */
export function orgNumberCheckDigit(firstEight: string): number | null {
  if (!/^\d{8}$/.test(firstEight)) throw new RangeError(`Expected 8 digits, got "${firstEight}"`)
  const sum = ORG_NUMBER_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(firstEight[index]),
    0,
  )
  const check = (11 - (sum % 11)) % 11
  return check === 10 ? null : check
}

/** The nine digits of an organisation number typed with or without group separators. */
export function normalizeOrgNumber(value: string): string {
  return value.replace(SEPARATORS, '')
}

/** Whether `value` is a well-formed organisation number: nine digits with a valid check digit. */
export function isValidOrgNumber(value: string): boolean {
  const digits = normalizeOrgNumber(value)
  if (!/^\d{9}$/.test(digits)) return false
  return orgNumberCheckDigit(digits.slice(0, 8)) === Number(digits[8])
}

/** `315482097` → `315 482 097` (no-break spaces are the caller's choice of CSS). */
export function formatOrgNumber(value: string): string {
  const digits = normalizeOrgNumber(value)
  return digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')
}
