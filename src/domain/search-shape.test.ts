import { describe, expect, it } from 'vitest'
import { searchShapes } from './search-shape'

const kinds = (text: string) => searchShapes(text).map((shape) => shape.kind)

describe('reading what was typed into the search box', () => {
  it('reads nothing from a blank text', () => {
    expect(searchShapes('   ')).toEqual([])
  })

  it('reads an ordinary plate in any spelling as a plate first', () => {
    expect(searchShapes('ek 39085')[0]).toEqual({
      kind: 'plate',
      plate: 'EK39085',
      personalised: false,
    })
    expect(searchShapes('EK-39085')[0]).toMatchObject({ kind: 'plate', plate: 'EK39085' })
  })

  it('reads a 17-character VIN as a VIN only, in lower case or with spaces', () => {
    expect(searchShapes('wvwzzzauzh8950429')).toEqual([{ kind: 'vin', vin: 'WVWZZZAUZH8950429' }])
    expect(kinds('WVWZZZ AUZH 8950429')).toEqual(['vin'])
  })

  it('does not read 17 characters with an I, O or Q as a VIN', () => {
    expect(kinds('WVWZZZAUZH895042O')).not.toContain('vin')
  })

  it('reads article, OE and EAN numbers in any spelling as part numbers', () => {
    expect(searchShapes('0 986 494 399')).toEqual([{ kind: 'number', number: '0 986 494 399' }])
    expect(kinds('0986494399')).toEqual(['number'])
    expect(kinds('5Q0 615 301 F')).toEqual(['number'])
    expect(kinds('W 712/95')).toEqual(['number'])
    expect(kinds('4006633136458')).toEqual(['number'])
  })

  it('reads a text with invisible marks or a pasted control as the same text without them', () => {
    expect(searchShapes('\u200fek 39085\u200e')[0]).toMatchObject({
      kind: 'plate',
      plate: 'EK39085',
    })
    expect(searchShapes('0 986\u200b 494 399')).toEqual([
      { kind: 'number', number: '0 986 494 399' },
    ])
    expect(searchShapes('brem\u200fse\u000bklosser')).toEqual([
      { kind: 'words', text: 'bremse klosser' },
    ])
    expect(searchShapes('\ufeff\u202e')).toEqual([])
  })

  it('reads an emoji as words, for the results page to say it finds nothing', () => {
    expect(searchShapes('🚗')).toEqual([{ kind: 'words', text: '🚗' }])
  })

  it('reads HU 6781 as a plate and a MANN-FILTER number, the plate first', () => {
    expect(kinds('HU 6781')).toEqual(['plate', 'number'])
  })

  it('reads TESLA1 as words first and a personalised plate after', () => {
    expect(searchShapes('TESLA1')).toEqual([
      { kind: 'words', text: 'TESLA1' },
      { kind: 'plate', plate: 'TESLA1', personalised: true },
    ])
  })

  it('reads words, also with a model or a size in them, as words only', () => {
    expect(searchShapes('  bremse  klosser ')).toEqual([{ kind: 'words', text: 'bremse klosser' }])
    expect(kinds('bremse')).toEqual(['words'])
    expect(kinds('golf 7')).toEqual(['words'])
    expect(kinds('batteri 74ah')).toEqual(['words'])
    expect(kinds('mann hu 6781')).toEqual(['words'])
    expect(kinds('h7')).toEqual(['words'])
    expect(kinds('viskerblad 600 mm')).toEqual(['words'])
  })

  it('reads punctuation, emoji and markup as words, never as a plate or number', () => {
    expect(kinds('%_%')).toEqual(['words'])
    expect(kinds('<b>12345</b>')).toEqual(['words'])
    expect(kinds('🚗🚗')).toEqual(['words'])
  })
})
