export const FILTER_TYPES = ['check', 'color', 'radio', 'range', 'rating', 'vehicle'] as const

export type FilterType = (typeof FILTER_TYPES)[number]

export interface FilterValues {
  check: string[]
  color: string[]
  radio: string | null
  range: [number, number]
  rating: number[]
  vehicle: number | null
}

export class FilterValueError extends Error {
  override name = 'FilterValueError'
}

const NUMBER = '-?\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?'
const NUMBER_RE = new RegExp(`^${NUMBER}$`)
const RANGE_RE = new RegExp(`^(${NUMBER})-(${NUMBER})$`)

function fail(type: FilterType, what: unknown): never {
  throw new FilterValueError(`Invalid ${type} filter value: ${JSON.stringify(what)}`)
}

function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && !value.includes(',')
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

function isPair(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every(isNumber) && value[0] <= value[1]
}

function toNumber(type: FilterType, text: string): number {
  if (!NUMBER_RE.test(text)) fail(type, text)
  return Number(text)
}

export function serializeFilterValue<T extends FilterType>(
  type: T,
  value: FilterValues[T],
): string {
  const v: unknown = value
  switch (type) {
    case 'check':
    case 'color':
      if (!Array.isArray(v) || !v.every(isSlug)) fail(type, v)
      return v.join(',')
    case 'rating':
      if (!Array.isArray(v) || !v.every(isNumber)) fail(type, v)
      return v.join(',')
    case 'range':
      if (!isPair(v)) fail(type, v)
      return `${v[0]}-${v[1]}`
    case 'radio':
      if (v === null || v === '') return ''
      if (typeof v !== 'string') fail(type, v)
      return v
    case 'vehicle':
      if (v === null) return ''
      if (!isNumber(v)) fail(type, v)
      return String(v)
    default:
      return fail(type, v)
  }
}

export function parseFilterValue<T extends FilterType>(type: T, text: string): FilterValues[T] {
  return parse(type, text) as FilterValues[T]
}

function parse(type: FilterType, text: string): FilterValues[FilterType] {
  switch (type) {
    case 'check':
    case 'color': {
      const slugs = text === '' ? [] : text.split(',')
      if (!slugs.every(isSlug)) fail(type, text)
      return slugs
    }
    case 'rating':
      return text === '' ? [] : text.split(',').map((part) => toNumber(type, part))
    case 'range': {
      const match = RANGE_RE.exec(text)
      const pair = match ? [Number(match[1]), Number(match[2])] : null
      if (!isPair(pair)) fail(type, text)
      return pair
    }
    case 'radio':
      return text === '' ? null : text
    case 'vehicle':
      return text === '' ? null : toNumber(type, text)
    default:
      return fail(type, text)
  }
}
