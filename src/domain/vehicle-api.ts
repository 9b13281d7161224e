import { z } from 'zod'
import { idSchema as id } from './catalogue-api'
import { langQuerySchema } from './catalogue-api'

export const MAX_CAR_IDS = 200

export const modelSeriesQuerySchema = langQuerySchema.extend({ manuId: id })
export const variantIdsQuerySchema = langQuerySchema.extend({ manuId: id, modelId: id })
export const variantParamsSchema = z.strictObject({ carId: id })
export const variantsBodySchema = langQuerySchema.extend({
  carids: z.array(id).min(1).max(MAX_CAR_IDS),
})

export const constructionYearSchema = z.coerce
  .number({ error: 'year must be a year such as 2016.' })
  .int('year must be a whole year such as 2016.')
  .min(1900, 'year must be 1900 or later.')
  .max(2100, 'year must be 2100 or earlier.')

export const makesByYearQuerySchema = langQuerySchema.extend({ year: constructionYearSchema })
export const modelsByYearQuerySchema = makesByYearQuerySchema.extend({ manuId: id })
export const enginesByYearQuerySchema = makesByYearQuerySchema.extend({ modelId: id })

export const vinQuerySchema = langQuerySchema.extend({ vin: z.unknown().optional() })

export const MAX_FITMENT_ARTICLES = 100

export const fitmentQuerySchema = z.object({
  carId: id,
  articleIds: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
    z
      .array(id, { error: 'articleIds is a comma-separated list of article ids.' })
      .min(1, 'articleIds names at least one article.')
      .max(MAX_FITMENT_ARTICLES, `articleIds names at most ${MAX_FITMENT_ARTICLES} articles.`),
  ),
})

export type FitmentQuery = z.infer<typeof fitmentQuerySchema>
