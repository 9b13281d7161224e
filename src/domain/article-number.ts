/** Case and separators never tell two parts apart: `0 986 494 399` = `0986494399`. */

const SEPARATORS = /[\s./\\_-]+/g

export function normalizePartNumber(input: string): string {
  return input.normalize('NFKC').replace(SEPARATORS, '').toUpperCase()
}

export function brandKey(name: string): string {
  return normalizePartNumber(name)
}
