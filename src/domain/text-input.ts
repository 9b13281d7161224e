/**
 * Which characters a text sent to the shop may hold, one rule for both sides
 * ([0078](../../docs/decisions/0078-odd-characters-refused-or-dropped-at-the-edge.md)):
 * - control characters (C0 but TAB, LF and CR, DEL, C1) and lone surrogates are refused: the
 *   database cannot store NUL, and none of them is text anyone meant to type. TAB, LF and CR
 *   are allowed in request bodies only (a message or a note has lines), never in an address's
 *   query or path;
 * - invisible format characters (bidi marks, embeddings, overrides and isolates, zero-width
 *   spaces and joiners, the BOM, the soft hyphen) are text: kept where a text is stored, dropped
 *   where it is matched (search words, part numbers), since nobody can see them to type them.
 */

/** A character a text may not hold: where, and which (`U+0000`). */
export interface ForbiddenCharacter {
  index: number
  codePoint: string
  kind: 'control' | 'lone-surrogate'
}

/** TAB, LF and CR. */
const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d])

/** The first character `text` may not hold, `undefined` when there is none. */
export function forbiddenCharacter(
  text: string,
  { lineBreaks }: { lineBreaks: boolean },
): ForbiddenCharacter | undefined {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    if (isControl(unit) && !(lineBreaks && LINE_BREAKS.has(unit))) {
      return { index, codePoint: codePointName(unit), kind: 'control' }
    }
    if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(index + 1))) index++
    else if (isHighSurrogate(unit) || isLowSurrogate(unit)) {
      return { index, codePoint: codePointName(unit), kind: 'lone-surrogate' }
    }
  }
  return undefined
}

/** C0, DEL and C1. */
function isControl(unit: number): boolean {
  return unit < 0x20 || (unit >= 0x7f && unit <= 0x9f)
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff
}

function codePointName(unit: number): string {
  return `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`
}

/** Why a text with `found` is refused, in words for a developer (the API's English message). */
export function forbiddenCharacterMessage(found: ForbiddenCharacter): string {
  return found.kind === 'control'
    ? `holds the control character ${found.codePoint}, which no text may hold.`
    : `holds half of a character (the lone surrogate ${found.codePoint}), which is not text.`
}

/** Soft hyphen, Arabic letter mark, zero-width and bidi marks, bidi controls, word joiners, BOM. */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

/** `text` without invisible format characters ('br\u200Femse' → 'bremse'). */
export function withoutInvisibleMarks(text: string): string {
  return text.replace(INVISIBLE, '')
}

/** Controls, lone surrogates and white space, for turning into a single space. */
const NOT_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters matched
  /(?:[\s\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])+/g

/**
 * A text as it is matched: invisible marks dropped, controls, lone surrogates and runs of
 * white space as one space, trimmed (`' bremse\u200F\tklosser '` → `'bremse klosser'`).
 */
export function matchableText(text: string): string {
  return withoutInvisibleMarks(text).replace(NOT_TEXT, ' ').trim()
}
