/**
 * How typed search words and catalogue names are compared, the same on the server (SQL and
 * JS) and on the device (offline search): folding, endings and the typo allowance.
 */

/**
 * Folding: upper case, accents dropped (É → E, Ü → U), and the Norwegian letters as a keyboard
 * without them writes them (Æ → AE, Ø → O, Å → AA), so 'stotdemper' finds Støtdemper and
 * 'kupefilter' Kupéfilter.
 */
export const ACCENTED = 'ÄÖÜÉÈÊÁÀÂÓÒÔÍÌÇ'
export const PLAIN = 'AOUEEEAAAOOOIIC'
export const SPELLED_OUT: readonly (readonly [string, string])[] = [
  ['Æ', 'AE'],
  ['Ø', 'O'],
  ['Å', 'AA'],
]

/** A typed word or a name, folded (see ACCENTED). */
export function foldCase(text: string): string {
  let upper = [...text.toUpperCase()]
    .map((char) => {
      const at = ACCENTED.indexOf(char)
      return at === -1 ? char : PLAIN[at]
    })
    .join('')
  for (const [letter, spelled] of SPELLED_OUT) upper = upper.replaceAll(letter, spelled)
  return upper
}

/** Plural and definite endings tried, longest first, on a word that matched nothing as typed. */
const ENDINGS = ['ene', 'ere', 'er', 'es', 's', 'e']
/** What must be left of a word once an ending is taken off. */
const MIN_STEM_LENGTH = 3

/** The word without each ending it has ('tennplugger' → 'tennplugg', 'pads' → 'pad'). */
export function stemsOf(word: string): string[] {
  const lower = word.toLowerCase()
  return ENDINGS.filter(
    (ending) => lower.endsWith(ending) && lower.length - ending.length >= MIN_STEM_LENGTH,
  ).map((ending) => word.slice(0, word.length - ending.length))
}

/**
 * Typos forgiven in a word of this many letters, as instant-search engines do: none below 4
 * letters (too many short words are one letter apart), 1 from 4, 2 from 8.
 */
export function typosAllowed(length: number): number {
  if (length >= 8) return 2
  if (length >= 4) return 1
  return 0
}
