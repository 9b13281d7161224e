import { describe, expect, it } from 'vitest'
import type { Article } from '../../../domain/article-schema'
import { listedArticle } from '../../test/listed-article'
import type { DeviceArticle } from './device-articles'
import { buildDeviceIndex } from './device-index'

function held(
  articleId: number,
  articleName: string,
  extra: Partial<Article> & { otherNames?: string[]; categories?: string[]; fits?: number[] } = {},
): DeviceArticle {
  const { otherNames = [], categories = [], fits = [], ...fields } = extra
  const article = listedArticle({
    articleId,
    articleNumber: `X ${articleId}`,
    articleName,
    mfrName: 'BOSCH',
    price: 10000,
    ...fields,
  })
  return { article, otherNames, categories, fits }
}

const index = buildDeviceIndex([
  held(1, 'Bremseklosser', { otherNames: ['Brake pads'], categories: ['Bremser'] }),
  held(2, 'Bremseskive', { otherNames: ['Brake disc'], categories: ['Bremser'] }),
  held(3, 'Vannpumpe', { mfrName: 'SKF', categories: ['Kjøling'] }),
  held(4, 'Oljefilter', {
    mfrName: 'MANN-FILTER',
    articleNumber: 'HU 6781 x',
    ean: '4011558044603',
    oeNumbers: [{ brand: 'VW', number: '03C 115 561 H' }],
    categories: ['Filter'],
  }),
  held(5, 'Oljefilter', { mfrName: 'MANN-FILTER', articleNumber: 'HU 6781 xy' }),
  held(6, 'Støtdemper', { mfrName: 'SACHS' }),
  held(7, 'Kupéfilter', { mfrName: 'MANN-FILTER', articleNumber: 'CU 2939' }),
  held(8, 'Bremseklosser bak', { mfrName: 'TRW', fits: [320507] }),
  held(9, 'Lås', { mfrName: 'VAG' }),
  held(10, 'Tennplugg', { mfrName: 'NGK', otherNames: ['Spark plug'] }),
  held(11, 'Viskerblad', { otherNames: ['Wiper blade'] }),
  held(12, 'Registerreim', { mfrName: 'GATES' }),
  held(13, 'Sensor, hjulturtall', { otherNames: ['ABS sensor'] }),
  held(14, 'Sensor, kjølevæsketemperatur', { otherNames: ['Coolant temperature sensor'] }),
])
const ids = (typed: string) => index.search(typed).map((article) => article.articleId)

describe('searching the articles a device holds', () => {
  it('finds words in names whatever the case, best match first', () => {
    expect(ids('BREMSEKLOSSER')).toEqual([1, 8])
    expect(ids('bremseklosser bak')).toEqual([8])
  })

  it('forgives one typo from 4 letters and two from 8, none below 4', () => {
    expect(ids('vanpumpe')).toEqual([3])
    expect(ids('bremseklsoser')).toEqual([1, 8])
    expect(ids('oljefiltr')).toEqual([4, 5])
    // Two neighbouring letters swapped count as one typo.
    expect(ids('vannpmupe')).toEqual([3])
    expect(ids('pmupe')).toEqual([3])
    // Two letters off in a word of seven: too far.
    expect(ids('vnnpmpe')).toEqual([])
    // 'lss' is three letters: no typo forgiven (folded, Lås is LAAS).
    expect(ids('lss')).toEqual([])
  })

  it('reads ø, æ and å as a keyboard without them writes them, and accents as plain letters', () => {
    expect(ids('stotdemper')).toEqual([6])
    expect(ids('kupefilter')).toEqual([7])
    expect(ids('laas')).toEqual([9])
  })

  it('finds a word with a plural or definite ending the name lacks', () => {
    expect(ids('tennplugger')).toEqual([10])
    expect(ids('bremseskivene')).toEqual([2])
  })

  it('takes the last word cut short, and a word that ends a compound name', () => {
    // The brake discs come after, their category one typo from the word.
    expect(ids('bremsekl')).toEqual([1, 8, 2])
    expect(ids('pumpe')).toEqual([3])
  })

  it('finds what the synonym table says is the same part, for a word and for a phrase', () => {
    expect(ids('vindusvisker')).toEqual([11])
    expect(ids('timing belt')).toEqual([12])
    expect(ids('gates timing belts')).toEqual([12])
    expect(ids('hjulsensor')).toEqual([13])
  })

  it('reads a compound typed as one word as the words it is made of, and a name’s start as a word', () => {
    expect(ids('brakedisc')).toEqual([2])
    expect(ids('bremse bak')).toEqual([8])
  })

  it('finds English names, brands and categories, every word counting', () => {
    expect(ids('brake pads')).toEqual([1, 8])
    expect(ids('spark plugs')).toEqual([10])
    expect(ids('mann oljefilter')).toEqual([4, 5])
    expect(ids('kjoling')).toEqual([3])
    expect(ids('skf oljefilter')).toEqual([])
  })

  it('finds an article, OE or EAN number typed any way: the exact number first, then longer ones', () => {
    expect(ids('hu6781-X')).toEqual([4, 5])
    expect(ids('HU 6781')).toEqual([4, 5])
    expect(ids('03C115561H')).toEqual([4])
    expect(ids('4011558044603')).toEqual([4])
  })

  it('finds a brand with a number written in parts', () => {
    expect(ids('mann 2939')).toEqual([7])
  })

  it('keeps to the parts known to fit a vehicle when asked to', () => {
    expect(index.search('bremseklosser', 320507).map((article) => article.articleId)).toEqual([8])
    expect(index.search('X 1', 320507)).toEqual([])
  })

  it('guesses at no number: a digit off is another part', () => {
    expect(ids('HU 6782')).toEqual([])
  })
})

describe('what is typed that names no part', () => {
  it.each([
    '%_',
    '"bremse',
    '(.*)+',
    '🔧🔧',
    "'; drop table articles; --",
    'bremseklosser '.repeat(40),
  ])('answers %s with nothing or with parts, never an error', (typed) => {
    expect(() => index.search(typed)).not.toThrow()
  })

  it('matches only the first six words, as the shop does', () => {
    expect(ids('bremseklosser bak bremseklosser bak bremseklosser bak oljefilter')).toEqual([8])
  })
})
