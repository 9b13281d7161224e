import { describe, expect, it } from 'vitest'
import {
  commonStart,
  isCode,
  measurementAt,
  namesModelWord,
  printedCode,
  queryTokens,
  readModelName,
  standsAlone,
  wordKey,
} from './search-query'

describe('search query rules', () => {
  it('splits a search into words, dropping punctuation-only tokens and words past the limit', () => {
    expect(queryTokens('oljefilter, golf  7')).toEqual(['oljefilter', 'golf', '7'])
    expect(queryTokens('%% -- mann')).toEqual(['mann'])
    expect(queryTokens('a b c d e f g h i j')).toHaveLength(8)
  })

  it('compares brands and cars by their letters and digits, folded', () => {
    expect(wordKey('MANN-FILTER')).toBe(wordKey('mann filter'.replace(' ', '')))
    expect(wordKey('Škoda')).toBe('SKODA')
    expect(wordKey('e-Golf')).toBe('EGOLF')
    expect(wordKey('Lemförder')).toBe('LEMFORDER')
  })

  it('reads a measurement typed together or apart, with a decimal comma as criteria store it', () => {
    expect(measurementAt(['batteri', '74ah'], 1)).toEqual({
      measurement: { value: '74', unit: 'Ah' },
      length: 1,
    })
    expect(measurementAt(['280', 'MM'], 0)).toEqual({
      measurement: { value: '280', unit: 'mm' },
      length: 2,
    })
    expect(measurementAt(['7.5', 'kw'], 0)?.measurement).toEqual({ value: '7,5', unit: 'kW' })
    expect(measurementAt(['hu6781'], 0)).toBeNull()
    expect(measurementAt(['5w30'], 0)).toBeNull()
    expect(measurementAt(['280'], 0)).toBeNull()
  })

  it('matches a generation typed as a number against its roman numeral', () => {
    expect(namesModelWord('7', 'VII')).toBe(true)
    expect(namesModelWord('7', 'VIII')).toBe(false)
    expect(namesModelWord('b8', 'B8')).toBe(true)
    expect(namesModelWord('id.3', 'ID.3')).toBe(true)
  })

  it('reads a model name into its word, its qualifiers and its name without codes', () => {
    expect(readModelName('Golf VII Variant (BA5, BV5)')).toEqual({
      word: 'Golf',
      qualifiers: ['VII', 'Variant', 'BA5', 'BV5'],
      base: 'Golf VII Variant',
    })
    expect(readModelName('Model 3')).toEqual({ word: 'Model', qualifiers: ['3'], base: 'Model 3' })
  })

  it('lets only distinctive model words stand without their make', () => {
    expect(['Golf', 'V70', 'i3', 'Leaf'].map(standsAlone)).toEqual([true, true, true, true])
    expect(['3', '500', 'HS', 'e'].map(standsAlone)).toEqual([false, false, false, false])
  })

  it('names what several model names share', () => {
    expect(commonStart(['Golf VII', 'Golf VII Variant'])).toBe('Golf VII')
    expect(commonStart(['Golf VI', 'Golf VIII'])).toBe('Golf')
  })

  it('prints oil grades as names do and tells codes from other words', () => {
    expect(printedCode('5w30')).toBe('5W-30')
    expect(printedCode('0W-20')).toBe('0W-20')
    expect(printedCode('h7')).toBe('h7')
    expect(['h7', '5w-30', '6781', 'hu6781'].every(isCode)).toBe(true)
    expect(["'1'='1", 'golf', '7%'].some(isCode)).toBe(false)
  })
})
