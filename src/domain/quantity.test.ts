import { describe, expect, it } from 'vitest'
import {
  clampQuantity,
  DEFAULT_QUANTITY_BOUNDS,
  MAX_QUANTITY,
  parseQuantityText,
  quantityFromText,
  quantityProblem,
  stepQuantity,
} from './quantity'

const oneToTen = { min: 1, max: 10, step: 1 }
const pairs = { min: 2, max: 11, step: 2 }

describe('the quantity input rules', () => {
  it('takes a typed whole number within the bounds as it is', () => {
    expect(quantityFromText('7', 1, oneToTen)).toBe(7)
    expect(quantityFromText(' 3 ', 1, oneToTen)).toBe(3)
  })

  it('ignores 0 and keeps the quantity it had', () => {
    expect(quantityFromText('0', 4, oneToTen)).toBe(4)
    expect(quantityFromText('000', 4, oneToTen)).toBe(4)
  })

  it('ignores text that is not a whole number', () => {
    for (const text of ['', ' ', 'abc', '2x', '1.5', '2,5', '1e3', '--1', 'NaN']) {
      expect(quantityFromText(text, 5, oneToTen)).toBe(5)
    }
  })

  it('clamps numbers beyond the bounds to the nearest bound', () => {
    expect(quantityFromText('11', 1, oneToTen)).toBe(10)
    expect(quantityFromText('-3', 6, oneToTen)).toBe(1)
    expect(quantityFromText('123456', 1, DEFAULT_QUANTITY_BOUNDS)).toBe(MAX_QUANTITY)
  })

  it('puts quantities on the step counted from the minimum, never past the maximum', () => {
    expect(clampQuantity(5, pairs)).toBe(6)
    expect(clampQuantity(4, pairs)).toBe(4)
    expect(clampQuantity(11, pairs)).toBe(10)
    expect(clampQuantity(99, pairs)).toBe(10)
  })

  it('steps up and down by the step and stops at the bounds', () => {
    expect(stepQuantity(4, 1, pairs)).toBe(6)
    expect(stepQuantity(4, -1, pairs)).toBe(2)
    expect(stepQuantity(2, -1, pairs)).toBe(2)
    expect(stepQuantity(10, 1, pairs)).toBe(10)
    expect(stepQuantity(1, -1, oneToTen)).toBe(1)
  })

  it('reads only whole numbers, with an optional sign', () => {
    expect(parseQuantityText('+4')).toBe(4)
    expect(parseQuantityText('-4')).toBe(-4)
    expect(parseQuantityText('4.0')).toBeNull()
    expect(parseQuantityText('')).toBeNull()
  })
})

describe('what is wrong with a typed quantity (quick view: required, minimum 1)', () => {
  it('asks for a quantity when the box is empty', () => {
    expect(quantityProblem('', DEFAULT_QUANTITY_BOUNDS)).toBe('required')
    expect(quantityProblem('  ', DEFAULT_QUANTITY_BOUNDS)).toBe('required')
  })

  it('refuses 0 and negative numbers as below the minimum', () => {
    expect(quantityProblem('0', DEFAULT_QUANTITY_BOUNDS)).toBe('too-small')
    expect(quantityProblem('-2', DEFAULT_QUANTITY_BOUNDS)).toBe('too-small')
  })

  it('refuses text that is not a whole number and numbers above the maximum', () => {
    expect(quantityProblem('two', DEFAULT_QUANTITY_BOUNDS)).toBe('not-a-number')
    expect(quantityProblem('11', oneToTen)).toBe('too-large')
  })

  it('accepts a quantity within the bounds', () => {
    expect(quantityProblem('1', DEFAULT_QUANTITY_BOUNDS)).toBeNull()
    expect(quantityProblem('10', oneToTen)).toBeNull()
  })
})
