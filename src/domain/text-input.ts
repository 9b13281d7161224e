/**
 * One rule for both sides (decision 0078): control characters and lone surrogates are refused
 * (the database cannot store NUL); invisible format characters are kept where stored, dropped
 * where matched, since nobody can see them to type them.
 */

export interface ForbiddenCharacter {
  index: number
  codePoint: string
  kind: 'control' | 'lone-surrogate'
}

const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d])

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

export function forbiddenCharacterMessage(found: ForbiddenCharacter): string {
  return found.kind === 'control'
    ? `holds the control character ${found.codePoint}, which no text may hold.`
    : `holds half of a character (the lone surrogate ${found.codePoint}), which is not text.`
}

const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

export function withoutInvisibleMarks(text: string): string {
  return text.replace(INVISIBLE, '')
}

const NOT_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters matched
  /(?:[\s\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])+/g

export function matchableText(text: string): string {
  return withoutInvisibleMarks(text).replace(NOT_TEXT, ' ').trim()
}
