import { describe, expect, it } from 'vitest'
import {
  articleTitle,
  isSavedArticle,
  parseCriterion,
  salePrice,
  savedArticleFrom,
} from './saved-article'
import { brakeDisc, savedDisc } from './test/saved-articles'

const disc = brakeDisc(2442, {
  articleName: 'Bremseskive',
  images: [{ imageURL400: '/part-images/82.svg' }, { imageURL400: '/other.svg' }],
  rating: 4.4,
  articleText: [
    { text: ['Diameter: 288 mm'] },
    { text: ['Type: ventilert', 'Med slitasjevarsler'] },
  ],
})

describe('the snapshot kept on the device', () => {
  it('keeps what a page needs to show, link to and compare the article offline', () => {
    expect(savedArticleFrom(disc)).toEqual({
      ...savedDisc(2442),
      rating: 4,
      criteria: [
        { name: 'Diameter', value: '288 mm' },
        { name: 'Type', value: 'ventilert' },
        { name: 'Med slitasjevarsler', value: '' },
      ],
    })
  })

  it('copes with a listing answer that has no criteria, rating, stock status or picture', () => {
    const saved = savedArticleFrom({
      ...disc,
      images: [],
      rating: undefined,
      articleText: undefined,
      availability: undefined,
    })
    expect(saved).toMatchObject({ image: null, rating: null, criteria: [], availability: null })
    expect(isSavedArticle(saved)).toBe(true)
  })

  it('keeps no rating for an article nobody has reviewed', () => {
    expect(savedArticleFrom({ ...disc, rating: 0, reviews: 0 }).rating).toBeNull()
    expect(savedArticleFrom({ ...disc, rating: 3, reviews: 12 }).rating).toBe(3)
  })

  it('passes its own check and refuses other shapes', () => {
    expect(isSavedArticle(savedArticleFrom(disc))).toBe(true)
    expect(isSavedArticle({ ...savedArticleFrom(disc), price: 10.5 })).toBe(false)
    expect(isSavedArticle({ ...savedArticleFrom(disc), articleId: '2442' })).toBe(false)
    expect(isSavedArticle({ _id: 'abc', name: 'old shop product' })).toBe(false)
  })

  it('splits a criterion at its first colon and keeps colons in the value', () => {
    expect(parseCriterion('Diameter [mm]: 288')).toEqual({ name: 'Diameter [mm]', value: '288' })
    expect(parseCriterion('Tid: 12:30')).toEqual({ name: 'Tid', value: '12:30' })
    expect(parseCriterion('   ')).toBeNull()
  })

  it('costs the price minus the discount, never below zero', () => {
    expect(salePrice({ price: 102900, discount: 25700 })).toBe(77200)
    expect(salePrice({ price: 100, discount: 500 })).toBe(0)
  })
})

describe('articleTitle', () => {
  it('names an article by part, brand and number, so equal part names stay apart', () => {
    expect(articleTitle(disc)).toBe('Bremseskive TRW DF2442')
    expect(articleTitle({ ...disc, articleName: '' })).toBe('TRW DF2442')
  })
})
