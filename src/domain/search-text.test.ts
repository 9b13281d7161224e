import { describe, expect, it } from 'vitest'
import { foldCase, stemsOf, typosAllowed } from './search-text'

describe('search text', () => {
  it.each([
    ['Støtdemper', 'STOTDEMPER'],
    ['Kupéfilter', 'KUPEFILTER'],
    ['Bærearm', 'BAEREARM'],
    ['Lås', 'LAAS'],
    ['Glühlampe', 'GLUHLAMPE'],
  ])('folds %s to %s', (typed, folded) => {
    expect(foldCase(typed)).toBe(folded)
  })

  it('takes plural and definite endings off, keeping at least three letters', () => {
    expect(stemsOf('tennplugger')).toEqual(['tennplugg'])
    expect(stemsOf('bremseskivene')).toEqual(['bremseskiv', 'bremseskiven'])
    expect(stemsOf('ene')).toEqual([])
  })

  it('forgives no typo below 4 letters, one from 4 and two from 8', () => {
    expect([3, 4, 7, 8, 12].map(typosAllowed)).toEqual([0, 1, 1, 2, 2])
  })
})
