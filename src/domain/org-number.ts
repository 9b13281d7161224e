/** Organisation numbers: MOD11 over the first eight digits (Brønnøysundregistrene); a computed 10 was never issued. */

const ORG_NUMBER_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const

const SEPARATORS = /[\s.]/g

export function orgNumberCheckDigit(firstEight: string): number | null {
  if (!/^\d{8}$/.test(firstEight)) throw new RangeError(`Expected 8 digits, got "${firstEight}"`)
  const sum = ORG_NUMBER_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(firstEight[index]),
    0,
  )
  const check = (11 - (sum % 11)) % 11
  return check === 10 ? null : check
}

export function normalizeOrgNumber(value: string): string {
  return value.replace(SEPARATORS, '')
}

export function isValidOrgNumber(value: string): boolean {
  const digits = normalizeOrgNumber(value)
  if (!/^\d{9}$/.test(digits)) return false
  return orgNumberCheckDigit(digits.slice(0, 8)) === Number(digits[8])
}

export function formatOrgNumber(value: string): string {
  const digits = normalizeOrgNumber(value)
  return digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')
}
