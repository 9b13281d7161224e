import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SITE_OPTIONS,
  parseSiteOptions,
  readSiteOptions,
  siteOptionAttributes,
} from './site-options'

describe('site options', () => {
  it('default to the spaceship header, scheme one, mobile variant one and a shown footer', () => {
    expect(DEFAULT_SITE_OPTIONS).toEqual({
      desktopHeaderLayout: 'spaceship',
      desktopHeaderScheme: 'one',
      mobileHeaderVariant: 'one',
      footer: true,
    })
    expect(parseSiteOptions(undefined)).toEqual(DEFAULT_SITE_OPTIONS)
    expect(parseSiteOptions('  ')).toEqual(DEFAULT_SITE_OPTIONS)
  })

  it('take every known value from the JSON', () => {
    const json =
      '{"desktopHeaderLayout":"classic","desktopHeaderScheme":"three","mobileHeaderVariant":"two","footer":false}'
    expect(parseSiteOptions(json)).toEqual({
      desktopHeaderLayout: 'classic',
      desktopHeaderScheme: 'three',
      mobileHeaderVariant: 'two',
      footer: false,
    })
  })

  it('default a single unknown value and keep the others', () => {
    expect(readSiteOptions({ desktopHeaderLayout: 'rocket', footer: false })).toEqual({
      ...DEFAULT_SITE_OPTIONS,
      footer: false,
    })
  })

  it('treat a footer that is not a boolean as shown', () => {
    expect(readSiteOptions({ footer: 'false' }).footer).toBe(true)
  })

  it('fall back to the defaults for JSON that does not parse or is not an object', () => {
    expect(parseSiteOptions('{desktopHeaderLayout:')).toEqual(DEFAULT_SITE_OPTIONS)
    expect(parseSiteOptions('"classic"')).toEqual(DEFAULT_SITE_OPTIONS)
    expect(parseSiteOptions('null')).toEqual(DEFAULT_SITE_OPTIONS)
  })

  it('never hand out the shared defaults object itself', () => {
    expect(parseSiteOptions(undefined)).not.toBe(DEFAULT_SITE_OPTIONS)
  })

  it('name the header layout, scheme and mobile variant as data attributes of the page', () => {
    expect(
      siteOptionAttributes(
        parseSiteOptions('{"desktopHeaderLayout":"classic","mobileHeaderVariant":"two"}'),
      ),
    ).toEqual({
      'data-header-layout': 'classic',
      'data-header-scheme': 'one',
      'data-mobile-header': 'two',
    })
  })
})
