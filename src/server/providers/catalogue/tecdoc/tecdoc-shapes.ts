// Numbers in comments are the RapidAPI documentation's endpoint numbers. Only the fields we map are
// required; unknown fields pass.
import { z } from 'zod'

const decimal = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a number')])
const isoDate = z.string().regex(/^\d{4}-\d{2}(-\d{2})?/, 'expected a date YYYY-MM-DD')

/** #6 GET /manufacturers/list/type-id/{t} */
export const manufacturersSchema = z.object({
  manufacturers: z.array(
    z.object({ manufacturerId: z.number().int(), manufacturerName: z.string() }),
  ),
})

/** #8 GET /models/list/type-id/{t}/manufacturer-id/{m}/lang-id/{l}/country-filter-id/{c} */
export const modelsSchema = z.object({
  models: z
    .array(
      z.object({
        modelId: z.number().int(),
        modelName: z.string(),
        modelYearFrom: isoDate,
        modelYearTo: isoDate.nullable(),
      }),
    )
    .nullable(),
})

const vehicleTypeFields = {
  typeEngineName: z.string(),
  constructionIntervalStart: isoDate,
  constructionIntervalEnd: isoDate.nullish(),
  powerKw: decimal,
  powerPs: decimal,
  capacityTech: decimal.nullish(),
  manufacturerName: z.string().optional(),
}

/** #12 GET /types/type-id/{t}/list-vehicles-types/{modelId}/lang-id/{l}/country-filter-id/{c} */
export const modelTypesSchema = z.object({
  modelTypes: z
    .array(
      z.object({
        ...vehicleTypeFields,
        vehicleId: z.number().int(),
        engineCodes: z.string().nullish(),
      }),
    )
    .nullable(),
})
export type TecdocModelType = NonNullable<z.infer<typeof modelTypesSchema>['modelTypes']>[number]

/** UNCONFIRMED: not in the documentation; shape from public client code. */
export const vehicleTypeDetailsSchema = z.object({
  vehicleTypeDetails: z.object({
    ...vehicleTypeFields,
    manufacturerName: z.string(),
    modelType: z.string().nullish(),
    fuelType: z.string().nullish(),
    engCodes: z.string().nullish(),
    engineCodes: z.string().nullish(),
  }),
})
export type TecdocVehicleTypeDetails = z.infer<
  typeof vehicleTypeDetailsSchema
>['vehicleTypeDetails']

export interface TecdocCategoryNode {
  categoryId: number
  categoryName: string
  level?: number
  children: Record<string, TecdocCategoryNode> | unknown[]
}
const categoryNodeSchema: z.ZodType<TecdocCategoryNode> = z.lazy(() =>
  z.object({
    categoryId: z.number().int(),
    categoryName: z.string(),
    level: z.number().int().optional(),
    children: z.union([z.array(z.unknown()).max(0), z.record(z.string(), categoryNodeSchema)]),
  }),
)
/** #27 the whole tree, keyed by category name. */
export const categoryTreeSchema = z.record(z.string(), categoryNodeSchema)
/** #29 the tree for one vehicle: `{ categories: { "<categoryId>": node } }`. */
export const vehicleCategoriesSchema = z.object({ categories: categoryTreeSchema })

const articleSummaryFields = {
  articleId: z.number().int(),
  articleNo: z.string(),
  articleProductName: z.string(),
  supplierName: z.string(),
  supplierId: z.number().int().optional(),
  productId: z.number().int().optional(),
  s3image: z.string().nullish(),
}
const articleSummarySchema = z.object(articleSummaryFields)
export type TecdocArticleSummary = z.infer<typeof articleSummarySchema>

/** #41 GET /articles/list/vehicle-id/{v}/product-group-id/{pg}/… (no pagination). */
export const vehicleArticlesSchema = z.object({
  articles: z.array(articleSummarySchema).nullable(),
})

/** #19–#21 GET /artlookup/search-articles-by-article-no; no match is `articles: null`. */
export const articleSearchSchema = z.object({ articles: z.array(articleSummarySchema).nullable() })

const articleDetailsSchema = z.object({
  ...articleSummaryFields,
  allSpecifications: z
    .array(z.object({ criteriaName: z.string(), criteriaValue: z.string() }))
    .nullish(),
  eanNo: z.object({ eanNumbers: z.string().nullish() }).nullish(),
  oemNo: z.array(z.object({ oemBrand: z.string(), oemDisplayNo: z.string() })).nullish(),
})
export type TecdocArticleDetails = z.infer<typeof articleDetailsSchema>

/** #24 POST /articles/article-number-details `{ articleNo, langId }`. */
export const articleNumberDetailsSchema = z.object({
  articles: z.array(articleDetailsSchema).nullish(),
})
