/**
 * Part numbers as people type them: article, OE and EAN numbers match
 * whatever the user types — case, spaces, dots, dashes and slashes are ignored, so
 * `0 986 494 399` = `0986494399` = `0-986-494-399` and `W 712/95` = `w71295`. The server
 * stores the normalised form beside the printed one and indexes it.
 */

/** Characters that brands print inside numbers but that never tell two parts apart. */
const SEPARATORS = /[\s./\\_-]+/g

/** The search key of a part number: upper case, separators removed (`HU 7008 z` → `HU7008Z`). */
export function normalizePartNumber(input: string): string {
  return input.normalize('NFKC').replace(SEPARATORS, '').toUpperCase()
}

/**
 * The key a brand (data supplier) is matched by across catalogues: the same folding as part
 * numbers, so TecDoc's `MANN-FILTER` is the shop's `Mann Filter` and `Febi Bilstein` its
 * `FEBI BILSTEIN`.
 */
export function brandKey(name: string): string {
  return normalizePartNumber(name)
}
