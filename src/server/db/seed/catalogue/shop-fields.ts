/**
 * The shop's own fields of an article — price, discount, stock, rating, reviews, tags — drawn
 * per article. Prices are whole kroner ending in 9 (249 kr, 1 299 kr), stored in øre incl.
 * 25 % MVA; premium brands sit higher in the part type's range, value brands lower. Discounts
 * are whole-krone percentages of the price (never more than 40 %).
 */
import type { PriceTier } from './brands'
import { pick, type Random, randomInt } from './seeded-random'

export interface ShopFields {
  price: number
  discount: number
  stock: number
  rating: number
  reviews: number
  tags: string[]
  /** Well-reviewed five-star articles are featured on the front page. */
  featured: boolean
}

const TIER_SHIFT: Record<PriceTier, number> = { premium: 0.15, standard: 0, value: -0.15 }
/** Star ratings as reviews tend to give them: mostly 4 and 5. */
const RATINGS = [5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 2] as const
const DISCOUNT_PERCENTS = [10, 15, 20, 25, 30, 40] as const

export function shopFields(
  [min, max]: readonly [number, number],
  priceLevel: number | undefined,
  tier: PriceTier,
  extraTags: readonly string[],
  random: Random,
): ShopFields {
  const level = Math.min(
    1,
    Math.max(0, 0.6 * (priceLevel ?? random()) + 0.4 * random() + TIER_SHIFT[tier]),
  )
  const kroner = Math.min(max, Math.max(min, Math.floor((min + level * (max - min)) / 10) * 10 + 9))
  const discountKr =
    random() < 0.22 ? Math.round((kroner * pick(random, DISCOUNT_PERCENTS)) / 100) : 0
  // Cheap parts are kept in quantity, expensive ones one or two at a time.
  const stock =
    random() < 0.08 ? 0 : randomInt(random, 1, kroner < 500 ? 60 : kroner < 2000 ? 20 : 6)
  const reviews = random() < 0.35 ? 0 : Math.min(400, Math.floor(-Math.log(1 - random()) * 25))
  const rating = reviews === 0 ? 0 : pick(random, RATINGS)
  const tags = new Set(extraTags)
  if (discountKr > 0) tags.add('tilbud')
  if (reviews >= 60) tags.add('bestselger')
  if (random() < 0.04) tags.add('nyhet')
  return {
    price: kroner * 100,
    discount: discountKr * 100,
    stock,
    rating,
    reviews,
    tags: [...tags],
    featured: rating === 5 && reviews >= 60,
  }
}
