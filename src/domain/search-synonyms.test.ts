import { describe, expect, it } from 'vitest'
import { isSynonymPhrase, SYNONYM_GROUPS, synonymsOf, synonymWords } from './search-synonyms'
import { foldCase } from './search-text'

describe('search synonyms', () => {
  it('holds at least 40 groups, none naming a word twice', () => {
    expect(SYNONYM_GROUPS.length).toBeGreaterThanOrEqual(40)
    for (const { same, includes = [] } of SYNONYM_GROUPS) {
      const words = [...same, ...includes].map(foldCase)
      expect(new Set(words).size, same[0]).toBe(words.length)
    }
  })

  it('finds each word of a group from every other, in either language', () => {
    expect(synonymsOf('vindusvisker')).toEqual(
      expect.arrayContaining(['VISKERBLAD', 'WIPER BLADE']),
    )
    expect(synonymsOf('wiper blade')).toContain('VINDUSVISKER')
    expect(synonymsOf('kobling')).toContain('CLUTCHSETT')
    expect(synonymsOf('clutch')).toContain('KOBLING')
  })

  it('looks words up folded and without their endings', () => {
    expect(synonymsOf('Vindusviskere')).toContain('VISKERBLAD')
    expect(synonymsOf('glodeplugg')).toContain('GLODEROR')
  })

  it('lets a broad word find narrower parts, but not the other way', () => {
    expect(synonymsOf('eksosanlegg')).toContain('KATALYSATOR')
    expect(synonymsOf('katalysator')).not.toContain('EKSOSANLEGG')
  })

  it('knows nothing for a word outside the table', () => {
    expect(synonymsOf('qwerty')).toEqual([])
  })

  it('recognises phrases of the table, with an ending on the last word', () => {
    expect(isSynonymPhrase(['serpentine', 'belt'])).toBe(true)
    expect(isSynonymPhrase(['Timing', 'belts'])).toBe(true)
    expect(isSynonymPhrase(['brake', 'golf'])).toBe(false)
    expect(isSynonymPhrase(['belt'])).toBe(false)
  })

  it('offers its single words as typo candidates', () => {
    expect(synonymWords()).toEqual(expect.arrayContaining(['vindusvisker', 'kobling']))
    expect(synonymWords().some((word) => word.includes(' '))).toBe(false)
  })
})
