import { describe, expect, it } from 'vitest'
import {
  buildVocabulary,
  closestPart,
  correctionsOf,
  displayOf,
  editDistance,
  mayCorrect,
  splitCompound,
} from './search-typos'

function entry(word: string, count: number) {
  return { word, count, display: word.toLowerCase(), partWord: true }
}

const vocabulary = [
  'BREMSEKLOSSER',
  'BREMSESKIVER',
  'VANNPUMPE',
  'OLJEFILTER',
  'TENNPLUGG',
  'BOSCH',
].map((word, i) => entry(word, 10 - i))

describe('edit distance', () => {
  it.each([
    ['oljefilter', 'oljefilter', 0],
    ['vanpumpe', 'vannpumpe', 1],
    ['oljefiltr', 'oljefilter', 1],
    ['bremseklsoser', 'bremseklosser', 1],
    ['ab', 'ba', 1],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ])('counts %s → %s as %i edits, a swap of two letters as one', (a, b, edits) => {
    expect(editDistance(a, b)).toBe(edits)
  })
})

describe('closest part of a word', () => {
  it('prefers the whole word when it is as near as a part', () => {
    expect(closestPart('TENPLUGG', 'TENNPLUGG', 1)).toEqual({
      part: 'TENNPLUGG',
      edits: 1,
      whole: true,
    })
  })

  it("finds a compound's last or first part", () => {
    expect(closestPart('KLSOSER', 'BREMSEKLOSSER', 1)).toMatchObject({ part: 'KLOSSER', edits: 1 })
    expect(closestPart('BREMZE', 'BREMSEKLOSSER', 1)).toMatchObject({ part: 'BREMSE', edits: 1 })
  })

  it('finds nothing beyond the edits allowed, inside a word or too short to be a half', () => {
    expect(closestPart('PUMPA', 'VANNPUMPE', 0)).toBeNull()
    expect(closestPart('NNPU', 'VANNPUMPE', 1)).toBeNull()
    // A part must leave a half of its own: 'DAMPE' of 'DAMPER' is no compound's part.
    expect(closestPart('LAMPE', 'DAMPER', 1)).toBeNull()
    expect(closestPart('VASK', 'VISKERBLAD', 1)).toBeNull()
  })
})

describe('typo corrections', () => {
  it('corrects a word from 4 letters by one edit and from 8 by two', () => {
    expect(correctionsOf('bosh', vocabulary)[0]?.part).toBe('BOSCH')
    expect(correctionsOf('vanpumpe', vocabulary)[0]?.part).toBe('VANNPUMPE')
    expect(correctionsOf('bremsklosser', vocabulary)[0]?.part).toBe('BREMSEKLOSSER')
    expect(correctionsOf('oljfiltr', vocabulary)[0]).toMatchObject({ part: 'OLJEFILTER', edits: 2 })
    expect(correctionsOf('ljfiltr', vocabulary)).toEqual([])
  })

  it('never corrects a word of 3 letters, numbers or punctuation', () => {
    expect(correctionsOf('bsch', vocabulary)).not.toEqual([])
    expect(correctionsOf('bos', vocabulary)).toEqual([])
    expect(mayCorrect('bos')).toBe(false)
    expect(mayCorrect('hu6781')).toBe(false)
    expect(mayCorrect("bosch'")).toBe(false)
  })

  it('finds nothing for a word far from every vocabulary word', () => {
    expect(correctionsOf('zzqxjwv', vocabulary)).toEqual([])
  })

  it('keeps only the nearest corrections, whole words and more common ones first', () => {
    const words = [entry('VANNPUMPE', 1), entry('DRIVSTOFFPUMPE', 5), entry('PUMPE', 2)]
    expect(correctionsOf('pumpa', words).map((c) => c.part)).toEqual(['PUMPE'])
    expect(correctionsOf('pumpa', words)[0]?.whole).toBe(true)
  })
})

describe('vocabulary', () => {
  const words = buildVocabulary([
    { text: 'Støtdemper, bak', count: 3, brand: false },
    { text: 'Shock absorber, rear', count: 3, brand: false },
    { text: 'Drivstoffilter, diesel', count: 2, brand: false },
    { text: 'Diesel particulate filter', count: 1, brand: false },
    { text: 'VAN WEZEL', count: 4, brand: true },
  ])
  const byWord = new Map(words.map((w) => [w.word, w]))

  it('holds each word of 3+ letters once, folded, counting the articles holding it', () => {
    expect(byWord.get('STOTDEMPER')).toEqual({
      word: 'STOTDEMPER',
      count: 3,
      display: 'støtdemper',
      partWord: true,
    })
    expect(byWord.get('DIESEL')?.count).toBe(3)
    expect(byWord.has('BAK')).toBe(true)
    expect(byWord.get('VAN')?.partWord).toBe(false)
  })

  it("adds the synonym table's words", () => {
    expect(byWord.get('VINDUSVISKER')?.partWord).toBe(true)
  })

  it("shows a correction in the catalogue's spelling", () => {
    const [whole] = correctionsOf('stotdmper', words)
    expect(whole && displayOf(whole, byWord)).toBe('støtdemper')
    const [part] = correctionsOf('dempre', [entry('STOTDEMPER', 1)])
    expect(part && displayOf(part, byWord)).toBe('demper')
  })
})

describe('compound splitting', () => {
  const known = new Set(['OIL', 'FILTER', 'BRAKE', 'PAD', 'BATTERI'])
  const isKnown = (word: string) => known.has(word)

  it('splits a compound into the known words it is made of', () => {
    expect(splitCompound('oilfilter', isKnown)).toEqual(['OIL', 'FILTER'])
    expect(splitCompound('brakepads', isKnown)).toEqual(['BRAKE', 'PADS'])
  })

  it('drops a generic first half', () => {
    expect(splitCompound('bilbatteri', isKnown)).toEqual(['BATTERI'])
  })

  it('leaves a word of unknown halves alone', () => {
    expect(splitCompound('vannpumpe', isKnown)).toBeNull()
    expect(splitCompound('oil', isKnown)).toBeNull()
  })
})
