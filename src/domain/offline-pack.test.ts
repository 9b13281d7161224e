import { describe, expect, it } from 'vitest'
import { packKey, packProductUrl } from './offline-pack'

describe('packKey', () => {
  it('gives the same key whatever the order of the query parameters', () => {
    expect(packKey('/api/x?page=2&engine=7&lang=no', 'https://butikk.no')).toBe(
      packKey('/api/x?lang=no&engine=7&page=2', 'https://butikk.no'),
    )
    expect(packKey('/api/x?b=1&a=2', 'https://butikk.no')).toBe('https://butikk.no/api/x?a=2&b=1')
  })

  it('keeps paths apart and takes full URLs as they are', () => {
    expect(packKey('https://butikk.no/part-images/7.svg')).toBe(
      'https://butikk.no/part-images/7.svg',
    )
    expect(packKey('/api/x?a=1', 'https://b.no')).not.toBe(packKey('/api/y?a=1', 'https://b.no'))
  })
})

describe('packProductUrl', () => {
  it('asks by id for a number and by article number for a text, encoded', () => {
    expect(packProductUrl(7, 'no')).toBe('/api/product/item?id=7&lang=no')
    expect(packProductUrl('0986494124', 'en')).toBe(
      '/api/product/item?articleNumber=0986494124&lang=en',
    )
    expect(packProductUrl('1 987/432', 'no')).toBe(
      '/api/product/item?articleNumber=1%20987%2F432&lang=no',
    )
  })
})
