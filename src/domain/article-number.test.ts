import { describe, expect, it } from 'vitest'
import { brandKey, normalizePartNumber } from './article-number'

describe('part number search keys', () => {
  it('treats spaced, dashed and packed Bosch numbers as the same number', () => {
    const keys = ['0 986 494 399', '0986494399', '0-986-494-399', ' 0.986.494.399 '].map(
      normalizePartNumber,
    )
    expect(new Set(keys)).toEqual(new Set(['0986494399']))
  })

  it('ignores case and slashes in filter numbers', () => {
    expect(normalizePartNumber('w 712/95')).toBe(normalizePartNumber('W71295'))
    expect(normalizePartNumber('HU 7008 z')).toBe('HU7008Z')
  })

  it('keeps letters and digits that tell parts apart', () => {
    expect(normalizePartNumber('5Q0 615 301 F')).not.toBe(normalizePartNumber('5Q0 615 301 G'))
  })

  it('folds full-width characters typed on some phone keyboards', () => {
    expect(normalizePartNumber('ＢＫＲ６Ｅ')).toBe('BKR6E')
  })
})

describe('brand keys', () => {
  it('matches a brand whatever its case, spaces or dashes', () => {
    expect(brandKey('MANN-FILTER')).toBe(brandKey('Mann Filter'))
    expect(brandKey('febi bilstein')).toBe(brandKey('FEBI BILSTEIN'))
    expect(brandKey('BOSCH')).not.toBe(brandKey('BOSAL'))
  })
})
