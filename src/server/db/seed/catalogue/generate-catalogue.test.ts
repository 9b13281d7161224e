import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  type Catalogue,
  generateCatalogue,
  generateCatalogueBatches,
  isValidEan13,
} from './generate-catalogue'
import { normalizePartNumber } from '../../../../domain/article-number'
import { PART_TYPES } from './part-types'
import { buildVehicles } from './vehicles'

const catalogue = generateCatalogue()

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

/** Part-type ids fitted to each vehicle. */
function partTypesByCar(data: Catalogue): Map<number, Set<number>> {
  const typeOf = new Map(data.articles.map((a) => [a.articleId, a.partTypeId]))
  const fitted = new Map<number, Set<number>>()
  for (const { articleId, carId } of data.articleVehicles) {
    const set = fitted.get(carId) ?? new Set<number>()
    set.add(typeOf.get(articleId) ?? 0)
    fitted.set(carId, set)
  }
  return fitted
}

const ID = {
  battery: 1,
  oilFilter: 7,
  fuelFilter: 9,
  brakeDisc: 82,
  brakePads: 402,
  glowPlug: 243,
  sparkPlug: 686,
}

describe('the default demo catalogue', () => {
  it('has at least 25 makes, 120 model series, 500 variants, 5,000 articles and 50,000 fitment links', () => {
    expect(catalogue.manufacturers.length).toBeGreaterThanOrEqual(25)
    expect(catalogue.modelSeries.length).toBeGreaterThanOrEqual(120)
    expect(catalogue.vehicles.length).toBeGreaterThanOrEqual(500)
    expect(catalogue.articles).toHaveLength(6_000)
    expect(catalogue.articleVehicles.length).toBeGreaterThanOrEqual(50_000)
  })

  it('gives every row a unique id and every article a unique brand + article number', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length
    expect(unique(catalogue.manufacturers.map((m) => m.manuId))).toBe(true)
    expect(unique(catalogue.manufacturers.map((m) => m.manuName))).toBe(true)
    expect(unique(catalogue.modelSeries.map((m) => m.modelId))).toBe(true)
    expect(unique(catalogue.vehicles.map((v) => v.carId))).toBe(true)
    expect(unique(catalogue.articles.map((a) => a.articleId))).toBe(true)
    expect(unique(catalogue.articles.map((a) => `${a.mfrName}|${a.articleNumber}`))).toBe(true)
    expect(unique(catalogue.articleVehicles.map((l) => `${l.articleId}|${l.carId}`))).toBe(true)
    expect(
      unique(catalogue.articleOeNumbers.map((o) => `${o.articleId}|${o.brand}|${o.oeNumberNorm}`)),
    ).toBe(true)
    expect(unique(catalogue.articleCriteria.map((c) => `${c.articleId}|${c.sortIndex}`))).toBe(true)
  })

  it('stores the search keys of article and OE numbers as the domain normalises them', () => {
    for (const a of catalogue.articles)
      expect(a.articleNumberNorm).toBe(normalizePartNumber(a.articleNumber))
    for (const oe of catalogue.articleOeNumbers.slice(0, 2_000))
      expect(oe.oeNumberNorm).toBe(normalizePartNumber(oe.oeNumber))
    expect(catalogue.articles.some((a) => a.articleNumberNorm !== a.articleNumber)).toBe(true)
  })

  it('features a few well-reviewed five-star articles', () => {
    const featured = catalogue.articles.filter((a) => a.featured)
    expect(featured.length).toBeGreaterThan(20)
    expect(featured.length).toBeLessThan(catalogue.articles.length / 10)
    expect(featured.every((a) => a.rating === 5)).toBe(true)
  })

  it('links only existing rows: series to makes, variants to series, links to articles and variants', () => {
    const makes = new Set(catalogue.manufacturers.map((m) => m.manuId))
    const series = new Set(catalogue.modelSeries.map((m) => m.modelId))
    const cars = new Set(catalogue.vehicles.map((v) => v.carId))
    const articles = new Set(catalogue.articles.map((a) => a.articleId))
    expect(catalogue.modelSeries.every((m) => makes.has(m.manuId))).toBe(true)
    expect(catalogue.vehicles.every((v) => series.has(v.modelId))).toBe(true)
    expect(
      catalogue.articleVehicles.every((l) => articles.has(l.articleId) && cars.has(l.carId)),
    ).toBe(true)
    expect(catalogue.articleOeNumbers.every((oe) => articles.has(oe.articleId))).toBe(true)
    expect(catalogue.articleCriteria.every((c) => articles.has(c.articleId))).toBe(true)
  })

  it('fits every article to at least one vehicle variant', () => {
    const fitted = new Set(catalogue.articleVehicles.map((l) => l.articleId))
    expect(catalogue.articles.filter((a) => !fitted.has(a.articleId))).toEqual([])
  })

  it('gives every article a valid EAN-13', () => {
    const invalid = catalogue.articles.filter((a) => !isValidEan13(a.ean ?? ''))
    expect(invalid).toEqual([])
    expect(new Set(catalogue.articles.map((a) => a.ean)).size).toBe(catalogue.articles.length)
  })

  it('prices in whole øre incl. MVA, with a discount that never exceeds the price', () => {
    for (const a of catalogue.articles) {
      expect(Number.isInteger(a.price) && a.price > 0).toBe(true)
      expect(
        Number.isInteger(a.discount) && (a.discount ?? 0) >= 0 && (a.discount ?? 0) <= a.price,
      ).toBe(true)
      expect(Number.isInteger(a.stock) && (a.stock ?? 0) >= 0).toBe(true)
      expect(Number.isInteger(a.rating) && (a.rating ?? 0) >= 0 && (a.rating ?? 0) <= 5).toBe(true)
    }
  })

  it("keeps each part type's prices in its range (oil filters 89–249 kr, batteries 1,190–3,990 kr)", () => {
    const range = (id: number) => {
      const prices = catalogue.articles.filter((a) => a.partTypeId === id).map((a) => a.price / 100)
      return [Math.min(...prices), Math.max(...prices)]
    }
    for (const partType of PART_TYPES) {
      const [min, max] = range(partType.id)
      if (min === undefined || !Number.isFinite(min)) continue
      expect(min).toBeGreaterThanOrEqual(partType.priceKr[0])
      expect(max).toBeLessThanOrEqual(partType.priceKr[1])
    }
    const [oilMin, oilMax] = range(ID.oilFilter)
    expect(oilMin).toBeGreaterThanOrEqual(89)
    expect(oilMax).toBeLessThanOrEqual(249)
  })

  it('never fits an oil filter, fuel filter or spark plug to an electric car', () => {
    const fitted = partTypesByCar(catalogue)
    const electric = catalogue.vehicles.filter((v) => v.fuel === 'electric')
    expect(electric.length).toBeGreaterThan(100)
    for (const ev of electric) {
      const types = fitted.get(ev.carId) ?? new Set()
      expect(
        [ID.oilFilter, ID.fuelFilter, ID.sparkPlug, ID.glowPlug].filter((id) => types.has(id)),
      ).toEqual([])
    }
  })

  it('fits glow plugs only to diesel engines and spark plugs only to petrol engines', () => {
    const fitted = partTypesByCar(catalogue)
    for (const v of buildVehicles().profiles) {
      const types = fitted.get(v.carId) ?? new Set()
      if (types.has(ID.glowPlug)) expect(v.engineFuel).toBe('diesel')
      if (types.has(ID.sparkPlug)) expect(v.engineFuel).toBe('petrol')
    }
  })

  it('fits no rear brake discs to cars with rear drum brakes (e-up!, ID.3)', () => {
    const rearDiscs = new Set(
      catalogue.articles
        .filter((a) => a.partTypeId === ID.brakeDisc && a.articleNameEn.includes('rear'))
        .map((a) => a.articleId),
    )
    const drums = new Set(
      buildVehicles()
        .profiles.filter((v) => v.rearDrum)
        .map((v) => v.carId),
    )
    expect(drums.size).toBeGreaterThan(10)
    expect(
      catalogue.articleVehicles.filter((l) => rearDiscs.has(l.articleId) && drums.has(l.carId)),
    ).toEqual([])
  })

  it('gives electric cars a 12 V auxiliary battery and every combustion car an oil filter', () => {
    const fitted = partTypesByCar(catalogue)
    const batteryNames = new Map(
      catalogue.articles
        .filter((a) => a.partTypeId === ID.battery)
        .map((a) => [a.articleId, a.articleNameEn]),
    )
    const evBatteries = catalogue.articleVehicles.filter(
      (l) =>
        batteryNames.has(l.articleId) &&
        catalogue.vehicles.find((v) => v.carId === l.carId)?.fuel === 'electric',
    )
    expect(evBatteries.length).toBeGreaterThan(0)
    expect(
      evBatteries.every((l) => batteryNames.get(l.articleId)?.includes('12 V auxiliary battery')),
    ).toBe(true)
    const combustion = catalogue.vehicles.filter((v) => v.fuel !== 'electric')
    expect(combustion.filter((v) => !fitted.get(v.carId)?.has(ID.oilFilter))).toEqual([])
  })

  it('fits front brake discs to at least nine in ten variants', () => {
    const fitted = partTypesByCar(catalogue)
    const withDiscs = catalogue.vehicles.filter((v) => fitted.get(v.carId)?.has(ID.brakeDisc))
    expect(withDiscs.length / catalogue.vehicles.length).toBeGreaterThan(0.9)
  })

  it('lists OE numbers of the vehicle makers and criteria in both languages', () => {
    expect(catalogue.articleOeNumbers.length).toBeGreaterThan(catalogue.articles.length)
    expect(
      catalogue.articleOeNumbers.some((oe) => /^5Q0 615 \d{3}( [A-Z]{1,2})?$/.test(oe.oeNumber)),
    ).toBe(true)
    expect(catalogue.articleCriteria.length).toBeGreaterThan(2 * catalogue.articles.length)
    for (const c of catalogue.articleCriteria.slice(0, 2_000)) {
      expect(c.nameNo && c.nameEn && c.value && c.valueEn).toBeTruthy()
    }
  })

  it('gives articles of one application the same OE numbers, whatever the brand', () => {
    const oeByArticle = new Map<number, string[]>()
    for (const oe of catalogue.articleOeNumbers)
      oeByArticle.set(oe.articleId, [...(oeByArticle.get(oe.articleId) ?? []), oe.oeNumber])
    const brandsByOe = new Map<string, Set<string>>()
    for (const a of catalogue.articles) {
      for (const oe of oeByArticle.get(a.articleId) ?? [])
        brandsByOe.set(oe, (brandsByOe.get(oe) ?? new Set()).add(a.mfrName))
    }
    expect([...brandsByOe.values()].filter((brands) => brands.size >= 2).length).toBeGreaterThan(
      500,
    )
  })
})

describe('generating the catalogue', () => {
  it('is deterministic: the same options give byte-identical output', () => {
    expect(sha256(generateCatalogue())).toBe(sha256(catalogue))
    expect(sha256(generateCatalogue({ articles: 500, seed: 7 }))).toBe(
      sha256(generateCatalogue({ articles: 500, seed: 7 })),
    )
  })

  it('gives another catalogue for another seed, with the same vehicles and categories', () => {
    const other = generateCatalogue({ seed: 2 })
    expect(sha256(other.articles)).not.toBe(sha256(catalogue.articles))
    expect(sha256(other.vehicles)).toBe(sha256(catalogue.vehicles))
    expect(sha256(other.categories)).toBe(sha256(catalogue.categories))
  })

  it('yields in batches exactly the articles that generateCatalogue returns', () => {
    const batches = [...generateCatalogueBatches({ articles: 2_500 }, 1_000)]
    expect(batches.map((b) => b.articles.length)).toEqual([1_000, 1_000, 500])
    const whole = generateCatalogue({ articles: 2_500 })
    expect(sha256(batches.flatMap((b) => b.articles))).toBe(sha256(whole.articles))
    expect(sha256(batches.flatMap((b) => b.articleVehicles))).toBe(sha256(whole.articleVehicles))
  })

  it('rejects a negative or fractional article count', () => {
    expect(() => generateCatalogue({ articles: -1 })).toThrow(RangeError)
    expect(() => generateCatalogue({ articles: 1.5 })).toThrow(RangeError)
  })

  it('scales to 200,000 articles with unique numbers and valid EANs', { timeout: 60_000 }, () => {
    const started = performance.now()
    const numbers = new Set<string>()
    let articles = 0
    let links = 0
    let badEans = 0
    for (const batch of generateCatalogueBatches({ articles: 200_000 }, 20_000)) {
      for (const a of batch.articles) {
        numbers.add(`${a.mfrName}|${a.articleNumber}`)
        if (!isValidEan13(a.ean ?? '')) badEans++
      }
      articles += batch.articles.length
      links += batch.articleVehicles.length
    }
    expect(articles).toBe(200_000)
    expect(numbers.size).toBe(200_000)
    expect(badEans).toBe(0)
    expect(links / articles).toBeGreaterThan(5)
    expect(performance.now() - started).toBeLessThan(30_000)
  })
})
