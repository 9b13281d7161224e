import { describe, expect, it } from 'vitest'
import {
  FILTER_TYPES,
  type FilterType,
  FilterValueError,
  type FilterValues,
  parseFilterValue,
  serializeFilterValue,
} from './filters'

/** Lets a test hand in values the types would refuse, as the URL or old storage might. */
const serializeAny = (type: FilterType, value: unknown) =>
  serializeFilterValue(type, value as FilterValues[FilterType])

describe('serializeFilterValue', () => {
  it('writes a range as min-max', () => {
    expect(serializeFilterValue('range', [10, 200])).toBe('10-200')
    expect(serializeFilterValue('range', [0.5, 0.5])).toBe('0.5-0.5')
    expect(serializeFilterValue('range', [-20, -5])).toBe('-20--5')
  })

  it('joins lists with commas', () => {
    expect(serializeFilterValue('check', ['bosch', 'valeo'])).toBe('bosch,valeo')
    expect(serializeFilterValue('color', ['red'])).toBe('red')
    expect(serializeFilterValue('rating', [4, 5])).toBe('4,5')
    expect(serializeFilterValue('check', [])).toBe('')
  })

  it('writes a radio choice as its slug and no choice as an empty string', () => {
    expect(serializeFilterValue('radio', 'in-stock')).toBe('in-stock')
    expect(serializeFilterValue('radio', null)).toBe('')
  })

  it('writes a vehicle id as a number and no vehicle as an empty string', () => {
    expect(serializeFilterValue('vehicle', 12345)).toBe('12345')
    expect(serializeFilterValue('vehicle', null)).toBe('')
  })

  it('throws on values that are not lists of strings, lists of numbers or pairs', () => {
    expect(() => serializeAny('check', 'bosch')).toThrow(FilterValueError)
    expect(() => serializeAny('check', [1, 2])).toThrow(FilterValueError)
    expect(() => serializeAny('rating', ['4'])).toThrow(FilterValueError)
    expect(() => serializeAny('rating', [Number.NaN])).toThrow(FilterValueError)
    expect(() => serializeAny('range', [1, 2, 3])).toThrow(FilterValueError)
    expect(() => serializeAny('range', ['1', '2'])).toThrow(FilterValueError)
    expect(() => serializeAny('radio', 3)).toThrow(FilterValueError)
    expect(() => serializeAny('vehicle', '12')).toThrow(FilterValueError)
    expect(() => serializeAny('size' as FilterType, ['a'])).toThrow(FilterValueError)
  })

  it('throws on a range whose minimum exceeds its maximum', () => {
    expect(() => serializeFilterValue('range', [200, 10])).toThrow(FilterValueError)
  })

  it('throws on slugs that would not survive the comma join', () => {
    expect(() => serializeFilterValue('check', ['a,b'])).toThrow(FilterValueError)
    expect(() => serializeFilterValue('color', [''])).toThrow(FilterValueError)
  })
})

describe('parseFilterValue', () => {
  it('reads a range', () => {
    expect(parseFilterValue('range', '10-200')).toEqual([10, 200])
    expect(parseFilterValue('range', '-20--5')).toEqual([-20, -5])
  })

  it('reads lists, and an empty string as an empty list', () => {
    expect(parseFilterValue('check', 'bosch,valeo')).toEqual(['bosch', 'valeo'])
    expect(parseFilterValue('rating', '4,5')).toEqual([4, 5])
    expect(parseFilterValue('color', '')).toEqual([])
    expect(parseFilterValue('rating', '')).toEqual([])
  })

  it('reads an empty radio or vehicle as none', () => {
    expect(parseFilterValue('radio', '')).toBeNull()
    expect(parseFilterValue('vehicle', '')).toBeNull()
    expect(parseFilterValue('vehicle', '42')).toBe(42)
  })

  it('throws on malformed text', () => {
    expect(() => parseFilterValue('range', '10')).toThrow(FilterValueError)
    expect(() => parseFilterValue('range', '10-')).toThrow(FilterValueError)
    expect(() => parseFilterValue('range', 'a-b')).toThrow(FilterValueError)
    expect(() => parseFilterValue('range', '200-10')).toThrow(FilterValueError)
    expect(() => parseFilterValue('rating', '4,,5')).toThrow(FilterValueError)
    expect(() => parseFilterValue('rating', 'five')).toThrow(FilterValueError)
    expect(() => parseFilterValue('check', 'a,,b')).toThrow(FilterValueError)
    expect(() => parseFilterValue('vehicle', '12abc')).toThrow(FilterValueError)
    expect(() => parseFilterValue('vehicle', ' ')).toThrow(FilterValueError)
    expect(() => parseFilterValue('size' as FilterType, 'a')).toThrow(FilterValueError)
  })
})

describe('filter value round trip', () => {
  const samples: { [T in FilterType]: FilterValues[T][] } = {
    check: [[], ['bosch'], ['bosch', 'valeo', 'brembo']],
    color: [[], ['red', 'dark-blue']],
    radio: [null, 'in-stock'],
    range: [
      [0, 0],
      [10, 200],
      [-5, 12.75],
      [1e-7, 1e21],
    ],
    rating: [[], [1], [3, 4, 5]],
    vehicle: [null, 0, 19042],
  }

  it('covers every filter kind', () => {
    expect(Object.keys(samples).sort()).toEqual([...FILTER_TYPES].sort())
  })

  for (const type of FILTER_TYPES) {
    it(`reads back every ${type} value it writes`, () => {
      for (const value of samples[type]) {
        expect(parseFilterValue(type, serializeAny(type, value))).toEqual(value)
      }
    })
  }
})
