import { describe, expect, it } from 'vitest'
import { langQuerySchema } from './catalogue-api'
import {
  ALL_LOCALES,
  DEFAULT_LOCALE,
  htmlLang,
  isLocale,
  LOCALES,
  localeFromPath,
  pathForLocale,
  stripLocale,
} from './locale'

describe('locales', () => {
  it('offers Norwegian and English, with Norwegian as the default', () => {
    expect(LOCALES).toEqual(['no', 'en'])
    expect(DEFAULT_LOCALE).toBe('no')
  })

  it('can load Arabic without offering it', () => {
    expect(ALL_LOCALES).toContain('ar')
    expect(LOCALES).not.toContain('ar')
    expect(isLocale('ar')).toBe(false)
  })

  it('marks Norwegian pages as bokmål (nb) and the others by their own code', () => {
    expect(htmlLang('no')).toBe('nb')
    expect(htmlLang('en')).toBe('en')
    expect(htmlLang('ar')).toBe('ar')
  })

  it('recognises only offered locales', () => {
    expect(isLocale('en')).toBe(true)
    expect(isLocale('no')).toBe(true)
    expect(isLocale('nb')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

describe('localeFromPath', () => {
  it('reads English from a first path segment of en', () => {
    expect(localeFromPath('/en')).toBe('en')
    expect(localeFromPath('/en/')).toBe('en')
    expect(localeFromPath('/en/cart/checkout')).toBe('en')
  })

  it('falls back to Norwegian for every other path', () => {
    expect(localeFromPath('/')).toBe('no')
    expect(localeFromPath('')).toBe('no')
    expect(localeFromPath('/cart')).toBe('no')
    expect(localeFromPath('/english')).toBe('no')
    expect(localeFromPath('/EN/cart')).toBe('no')
    expect(localeFromPath('/ar/cart')).toBe('no')
    expect(localeFromPath('/catalog/en')).toBe('no')
  })
})

describe('stripLocale', () => {
  it('removes the English prefix', () => {
    expect(stripLocale('/en/cart')).toBe('/cart')
    expect(stripLocale('/en/cart/')).toBe('/cart/')
    expect(stripLocale('/en')).toBe('/')
    expect(stripLocale('/en/')).toBe('/')
  })

  it('leaves Norwegian paths as they are', () => {
    expect(stripLocale('/cart')).toBe('/cart')
    expect(stripLocale('/english')).toBe('/english')
    expect(stripLocale('/')).toBe('/')
  })
})

describe('pathForLocale', () => {
  it('puts English pages under /en', () => {
    expect(pathForLocale('/cart', 'en')).toBe('/en/cart')
    expect(pathForLocale('/', 'en')).toBe('/en')
    expect(pathForLocale('/catalog/bremser/products', 'en')).toBe('/en/catalog/bremser/products')
  })

  it('takes Norwegian pages out of /en', () => {
    expect(pathForLocale('/en/cart', 'no')).toBe('/cart')
    expect(pathForLocale('/en', 'no')).toBe('/')
  })

  it('keeps a path already in the wanted language', () => {
    expect(pathForLocale('/en/cart', 'en')).toBe('/en/cart')
    expect(pathForLocale('/cart', 'no')).toBe('/cart')
    expect(pathForLocale('/en', 'en')).toBe('/en')
  })

  it('does not mistake a segment that merely starts with en for the prefix', () => {
    expect(pathForLocale('/engine/42', 'en')).toBe('/en/engine/42')
    expect(pathForLocale('/engine/42', 'no')).toBe('/engine/42')
  })
})

describe('the lang query parameter', () => {
  it('defaults to Norwegian and accepts English', () => {
    expect(langQuerySchema.parse({})).toEqual({ lang: 'no' })
    expect(langQuerySchema.parse({ lang: 'en' })).toEqual({ lang: 'en' })
  })

  it('refuses languages the shop does not offer', () => {
    expect(() => langQuerySchema.parse({ lang: 'ar' })).toThrow()
  })
})
