/** Folded as a keyboard without Æ Ø Å writes them, so 'stotdemper' finds Støtdemper. */
export const ACCENTED = 'ÄÖÜÉÈÊÁÀÂÓÒÔÍÌÇ'
export const PLAIN = 'AOUEEEAAAOOOIIC'
export const SPELLED_OUT: readonly (readonly [string, string])[] = [
  ['Æ', 'AE'],
  ['Ø', 'O'],
  ['Å', 'AA'],
]

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

const ENDINGS = ['ene', 'ere', 'er', 'es', 's', 'e']
const MIN_STEM_LENGTH = 3

export function stemsOf(word: string): string[] {
  const lower = word.toLowerCase()
  return ENDINGS.filter(
    (ending) => lower.endsWith(ending) && lower.length - ending.length >= MIN_STEM_LENGTH,
  ).map((ending) => word.slice(0, word.length - ending.length))
}

/** As instant-search engines do: too many short words are one letter apart. */
export function typosAllowed(length: number): number {
  if (length >= 8) return 2
  if (length >= 4) return 1
  return 0
}
