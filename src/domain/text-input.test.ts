import { describe, expect, it } from 'vitest'
import { forbiddenCharacter, matchableText, withoutInvisibleMarks } from './text-input'

const SINGLE_LINE = { lineBreaks: false }
const MULTI_LINE = { lineBreaks: true }

describe('characters a text may not hold', () => {
  it('finds NUL, the other C0 controls, DEL and the C1 controls', () => {
    for (const control of [
      '\u0000',
      '\u0001',
      '\u000b',
      '\u001b',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      expect(forbiddenCharacter(`ab${control}cd`, MULTI_LINE)).toMatchObject({
        index: 2,
        kind: 'control',
      })
    }
    expect(forbiddenCharacter('Ola\u0000', SINGLE_LINE)?.codePoint).toBe('U+0000')
  })

  it('allows tab and line breaks only where a text may have lines', () => {
    expect(forbiddenCharacter('Hei,\r\n\tdette er en melding', MULTI_LINE)).toBeUndefined()
    expect(forbiddenCharacter('bremse\tklosser', SINGLE_LINE)?.codePoint).toBe('U+0009')
    expect(forbiddenCharacter('bremse\nklosser', SINGLE_LINE)?.codePoint).toBe('U+000A')
  })

  it('finds a lone surrogate but takes a whole emoji', () => {
    expect(forbiddenCharacter('a\ud83d', SINGLE_LINE)).toMatchObject({
      index: 1,
      codePoint: 'U+D83D',
      kind: 'lone-surrogate',
    })
    expect(forbiddenCharacter('\udfffa', SINGLE_LINE)?.kind).toBe('lone-surrogate')
    expect(forbiddenCharacter('Hei 🚗 👨‍🔧', SINGLE_LINE)).toBeUndefined()
  })

  it('takes letters of every script and invisible marks, which are text', () => {
    expect(forbiddenCharacter('Ærlig Østgård Åse', SINGLE_LINE)).toBeUndefined()
    expect(forbiddenCharacter('مرحبا\u200f \u202eabc\u202c \ufeff', SINGLE_LINE)).toBeUndefined()
  })
})

describe('texts as they are matched', () => {
  it('drops bidi marks, zero-width characters and the BOM', () => {
    expect(withoutInvisibleMarks('\ufeffbr\u200femse\u200b\u2066klosser\u2069')).toBe(
      'bremseklosser',
    )
  })

  it('reads controls and runs of white space as one space, trimmed', () => {
    expect(matchableText(' bremse\u200f\t\u0000klosser\n')).toBe('bremse klosser')
    expect(matchableText('olje\ud800filter')).toBe('olje filter')
  })

  it('keeps emoji and letters as they are', () => {
    expect(matchableText('🚗 Støtdemper')).toBe('🚗 Støtdemper')
  })
})
