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
  it.each(['/en', '/en/', '/en/cart/checkout'])('reads English from %j', (path) => {
    expect(localeFromPath(path)).toBe('en')
  })

  it.each(['/', '', '/cart', '/english', '/EN/cart', '/ar/cart', '/catalog/en'])(
    'falls back to Norwegian for %j',
    (path) => {
      expect(localeFromPath(path)).toBe('no')
    },
  )
})

describe('stripLocale', () => {
  it.each([
    ['/en/cart', '/cart'],
    ['/en/cart/', '/cart/'],
    ['/en', '/'],
    ['/en/', '/'],
  ])('removes the English prefix: %s becomes %s', (path, stripped) => {
    expect(stripLocale(path)).toBe(stripped)
  })

  it.each(['/cart', '/english', '/'])('leaves the Norwegian path %s as it is', (path) => {
    expect(stripLocale(path)).toBe(path)
  })
})

describe('pathForLocale', () => {
  it.each([
    { rule: 'puts English pages under /en', path: '/cart', locale: 'en', to: '/en/cart' },
    { rule: 'puts English pages under /en', path: '/', locale: 'en', to: '/en' },
    {
      rule: 'puts English pages under /en',
      path: '/catalog/bremser/products',
      locale: 'en',
      to: '/en/catalog/bremser/products',
    },
    { rule: 'takes Norwegian pages out of /en', path: '/en/cart', locale: 'no', to: '/cart' },
    { rule: 'takes Norwegian pages out of /en', path: '/en', locale: 'no', to: '/' },
    {
      rule: 'keeps a path already in the wanted language',
      path: '/en/cart',
      locale: 'en',
      to: '/en/cart',
    },
    {
      rule: 'keeps a path already in the wanted language',
      path: '/cart',
      locale: 'no',
      to: '/cart',
    },
    { rule: 'keeps a path already in the wanted language', path: '/en', locale: 'en', to: '/en' },
    {
      rule: 'does not mistake a segment that merely starts with en for the prefix',
      path: '/engine/42',
      locale: 'en',
      to: '/en/engine/42',
    },
    {
      rule: 'does not mistake a segment that merely starts with en for the prefix',
      path: '/engine/42',
      locale: 'no',
      to: '/engine/42',
    },
  ] as const)('$rule: $path in $locale is $to', ({ path, locale, to }) => {
    expect(pathForLocale(path, locale)).toBe(to)
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
