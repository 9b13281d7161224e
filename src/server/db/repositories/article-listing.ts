// Every article list is one statement: page ids, capped total, whole articles and facets. A
// vehicle's listing reads only fitment rows carrying the listing columns, one index range per sort.
import { type SQL, sql } from 'drizzle-orm'
import {
  type ListingFilters,
  type ListingSort,
  MAX_LISTED,
  roundPriceBounds,
  STOCK_FILTERS,
} from '../../../domain/listing'
import type { Locale } from '../../../domain/locale'
import type { Article, ListingFacet as Facet } from '../../../domain/article-schema'
import type { Page, PageQuery as PageRequest } from '../../../domain/catalogue-api'
import type { AppDatabase } from '../database'
import { anyOf, queryRows } from '../query-rows'
import { type HydratedArticleRow, toArticle } from './article-rows'

export type ListingSource =
  | { kind: 'all' }
  | { kind: 'vehicle'; carId: number; partTypeIds?: readonly number[] }
  | { kind: 'part-types'; partTypeIds: readonly number[] }
  | { kind: 'ranked'; cte: SQL }

export interface ListingRequest extends PageRequest {
  lang: Locale
  filters?: ListingFilters
  sort?: ListingSort
  featuredOnly?: boolean
  facets?: boolean
  withGeneration?: boolean
}

export interface Listing extends Page<Article> {
  totalCapped: boolean
  catalogueGeneration?: number
  sort: ListingSort
  facets?: Facet[]
}

export const hydratedArticleColumns = sql`a.article_id, a.article_number, a.mfr_name,
  a.article_name_no, a.article_name_en, a.part_type_id, a.price, a.discount, a.stock, a.ean,
  a.rating, a.reviews, a.tags, a.lead_time_days,
  (select coalesce(json_agg(json_build_array(c.name_no, c.name_en, c.value, c.value_en, c.unit)
     order by c.sort_index), '[]'::json)
   from article_criteria c where c.article_id = a.article_id) as criteria,
  (select coalesce(json_agg(json_build_array(o.brand, o.oe_number) order by o.brand, o.oe_number),
     '[]'::json)
   from article_oe_numbers o where o.article_id = a.article_id) as oe_numbers`

interface OrderKey {
  expr: SQL
  desc?: boolean
  // Nulls first: the columns are never null, but the planner matches the index only on the same
  // words.
  backwards?: boolean
}

interface ListingColumns {
  netPrice: SQL
  rating: SQL
  reviews: SQL
  inStock: SQL
  brand: SQL
  name: (lang: Locale) => SQL
}

const ARTICLE_COLUMNS: ListingColumns = {
  netPrice: sql`(a.price - a.discount)`,
  rating: sql`a.rating`,
  reviews: sql`a.reviews`,
  inStock: sql`(a.stock > 0)`,
  brand: sql`a.mfr_name`,
  // Byte order ("C"): the same on every engine and locale.
  name: (lang) =>
    lang === 'en' ? sql`a.article_name_en collate "C"` : sql`a.article_name_no collate "C"`,
}

const FITMENT_COLUMNS: ListingColumns = {
  netPrice: sql`f.net_price`,
  rating: sql`f.rating`,
  reviews: sql`f.reviews`,
  inStock: sql`f.in_stock`,
  brand: sql`f.mfr_name`,
  name: (lang) => (lang === 'en' ? sql`(f.name_en collate "C")` : sql`(f.name_no collate "C")`),
}

function orderKeys(
  sort: ListingSort,
  source: ListingSource,
  lang: Locale,
  id: SQL,
  columns: ListingColumns,
): OrderKey[] {
  switch (sort) {
    case 'price_asc':
      return [{ expr: columns.netPrice }, { expr: id }]
    case 'price_desc':
      return [
        { expr: columns.netPrice, desc: true, backwards: true },
        { expr: id, desc: true, backwards: true },
      ]
    case 'name_asc':
      return [{ expr: columns.name(lang) }, { expr: id }]
    case 'name_desc':
      return [
        { expr: columns.name(lang), desc: true, backwards: true },
        { expr: id, desc: true, backwards: true },
      ]
    case 'rating_desc':
      return [
        { expr: columns.rating, desc: true },
        { expr: columns.reviews, desc: true },
        { expr: id },
      ]
    default:
      return source.kind === 'ranked' ? [{ expr: sql`r.rank` }, { expr: id }] : [{ expr: id }]
  }
}

const direction = (key: OrderKey) =>
  sql.raw(key.desc ? (key.backwards ? 'desc nulls first' : 'desc nulls last') : 'asc')

const orderBy = (keys: OrderKey[], as: (i: number) => SQL) =>
  sql.join(
    keys.map((key, i) => sql`${as(i)} ${direction(key)}`),
    sql`, `,
  )

function filterConditions(
  filters: ListingFilters,
  featuredOnly: boolean,
  columns: ListingColumns,
): SQL[] {
  const where: SQL[] = []
  if (filters.brand?.length) {
    where.push(
      sql`${columns.brand} in (select name from brands where ${anyOf(sql`slug`, filters.brand)})`,
    )
  }
  if (filters.price) {
    where.push(sql`${columns.netPrice} between ${filters.price[0]} and ${filters.price[1]}`)
  }
  if (filters.rating?.length) where.push(anyOf(columns.rating, filters.rating))
  const stock = new Set(filters.stock ?? STOCK_FILTERS)
  if (!stock.has('in-stock')) where.push(sql`not ${columns.inStock}`)
  if (!stock.has('out-of-stock')) where.push(columns.inStock)
  if (featuredOnly) where.push(sql`a.featured`)
  return where
}

interface Query {
  with: SQL | null
  from: SQL
  where: SQL[]
  id: SQL
}

function baseQuery(source: ListingSource, filters: ListingFilters, needsArticles: boolean): Query {
  switch (source.kind) {
    case 'vehicle': {
      const where = [sql`f.car_id = ${source.carId}`]
      if (source.partTypeIds) where.push(anyOf(sql`f.part_type_id`, source.partTypeIds))
      if (filters.vehicle && filters.vehicle !== source.carId) {
        where.push(sql`exists (select 1 from article_vehicles v
          where v.article_id = f.article_id and v.car_id = ${filters.vehicle})`)
      }
      // Only the featured mark sends a vehicle's listing to the articles table.
      return {
        with: null,
        from: needsArticles
          ? sql`article_vehicles f join articles a on a.article_id = f.article_id`
          : sql`article_vehicles f`,
        where,
        id: sql`f.article_id`,
      }
    }
    case 'part-types':
      return {
        with: null,
        from: sql`articles a`,
        where: [anyOf(sql`a.part_type_id`, source.partTypeIds)],
        id: sql`a.article_id`,
      }
    case 'ranked':
      if (!needsArticles && !filters.vehicle) {
        return { with: source.cte, from: sql`ranked r`, where: [], id: sql`r.article_id` }
      }
      return {
        with: source.cte,
        from: sql`ranked r join articles a on a.article_id = r.article_id`,
        where: filters.vehicle
          ? [
              sql`exists (select 1 from article_vehicles v
                where v.article_id = a.article_id and v.car_id = ${filters.vehicle})`,
            ]
          : [],
        id: sql`r.article_id`,
      }
    default:
      return { with: null, from: sql`articles a`, where: [], id: sql`a.article_id` }
  }
}

function withVehicle(source: ListingSource, vehicle: number | null | undefined): ListingSource {
  if (!vehicle) return source
  if (source.kind === 'all') return { kind: 'vehicle', carId: vehicle }
  if (source.kind === 'part-types') {
    return { kind: 'vehicle', carId: vehicle, partTypeIds: source.partTypeIds }
  }
  return source
}

const whereOf = (conditions: SQL[]) =>
  conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``

function isEmptySource(source: ListingSource): boolean {
  return (
    (source.kind === 'vehicle' && source.partTypeIds?.length === 0) ||
    (source.kind === 'part-types' && source.partTypeIds.length === 0)
  )
}

export async function listArticlesPage(
  db: AppDatabase,
  source: ListingSource,
  request: ListingRequest,
): Promise<Listing> {
  const filters = request.filters ?? {}
  const sort = request.sort ?? 'default'
  const page = { page: request.page, perPage: request.perPage, sort }
  if (isEmptySource(source)) {
    return { ...page, items: [], total: 0, totalCapped: false }
  }
  source = withVehicle(source, filters.vehicle)
  const featuredOnly = request.featuredOnly ?? false
  const columns = source.kind === 'vehicle' ? FITMENT_COLUMNS : ARTICLE_COLUMNS
  const conditions = filterConditions(filters, featuredOnly, columns)
  const needsArticles =
    source.kind === 'vehicle' ? featuredOnly : conditions.length > 0 || sort !== 'default'
  const base = baseQuery(source, filters, needsArticles)
  const where = whereOf([...base.where, ...conditions])
  const keys = orderKeys(sort, source, request.lang, base.id, columns)
  const offset = (request.page - 1) * request.perPage
  const limit = Math.max(0, Math.min(request.perPage, MAX_LISTED - offset))
  const withClause = base.with ? sql`with ${base.with},` : sql`with`
  // Tells a caller that derived part of the request from kept tables whether they still held.
  const generationColumn =
    source.kind === 'ranked' || request.withGeneration
      ? sql`(select generation from catalogue_generation where id = 1) as catalogue_generation, `
      : sql``
  const keyColumns = sql.join(
    keys.map((key, i) => sql`${key.expr} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  )
  const pageOrder = orderBy(keys, (i) => sql.raw(`p.k${i}`))
  // Facets ride on the first row, so the listing stays one statement.
  const facets = request.facets ? facetParts(source, filters) : undefined
  const rows = await queryRows<
    HydratedArticleRow & { total: number; catalogue_generation?: number } & Partial<FacetRow>
  >(
    db,
    sql`${withClause}
    total as (select count(*)::int as total
      from (select 1 from ${base.from} ${where} limit ${sql.raw(String(MAX_LISTED + 1))}) matched),
    page as (select ${base.id} as id, ${keyColumns} from ${base.from} ${where}
      order by ${orderBy(keys, (i) => keys[i]?.expr ?? sql``)}
      limit ${limit} offset ${offset}),
    ${facets ? sql`${facets.ctes},` : sql``}
    numbered as (select p.*, row_number() over (order by ${pageOrder}) as n from page p)
    select total.total, ${generationColumn}${facets ? facets.columns : sql``}
      ${hydratedArticleColumns}
    from total left join (numbered p join articles a on a.article_id = p.id) on true
    order by ${pageOrder}`,
  )
  const first = rows[0]
  const counted = first?.total ?? 0
  const generation = first?.catalogue_generation
  const items = rows
    .filter((row) => row.article_id !== null)
    .map((row) => toArticle(row, request.lang))
  return {
    ...page,
    items,
    total: Math.min(counted, MAX_LISTED),
    totalCapped: counted > MAX_LISTED,
    ...(generation !== undefined && { catalogueGeneration: generation }),
    ...(facets && first && { facets: withValues(facetsOf(first), filters) }),
  }
}

interface FacetRow {
  facet_brands: { slug: string; name: string; count: number }[] | null
  facet_price: [number | null, number | null]
  facet_ratings: { rating: number; count: number }[] | null
  facet_stock: [number, number]
}

/** Counted over the first MAX_LISTED articles, without the listing's filters but the vehicle. */
function facetParts(source: ListingSource, filters: ListingFilters): { ctes: SQL; columns: SQL } {
  const onFitment = source.kind === 'vehicle'
  const columns = onFitment ? FITMENT_COLUMNS : ARTICLE_COLUMNS
  const base = baseQuery(source, { vehicle: filters.vehicle ?? null }, !onFitment)
  const once = (value: SQL, as: string) =>
    sql`case when p.n is null or p.n = 1 then ${value} end as ${sql.raw(as)}, `
  return {
    ctes: sql`facet_base as (select ${columns.brand} as mfr_name, ${columns.netPrice} as net,
        ${columns.rating} as rating, ${columns.inStock} as in_stock
      from ${base.from} ${whereOf(base.where)} limit ${sql.raw(String(MAX_LISTED))})`,
    columns: sql`${once(
      sql`(select json_agg(x) from (select b.slug, fb.mfr_name as name, count(*)::int as count
        from facet_base fb join brands b on b.name = fb.mfr_name
        group by b.slug, fb.mfr_name order by fb.mfr_name) x)`,
      'facet_brands',
    )}${once(sql`(select json_build_array(min(net), max(net)) from facet_base)`, 'facet_price')}${once(
      sql`(select json_agg(x) from (select rating, count(*)::int as count
        from facet_base group by rating order by rating desc) x)`,
      'facet_ratings',
    )}${once(
      sql`(select json_build_array(count(*) filter (where in_stock),
        count(*) filter (where not in_stock)) from facet_base)`,
      'facet_stock',
    )}`,
  }
}

function facetsOf(row: Partial<FacetRow>): Facet[] {
  const [min, max] = row.facet_price ?? [null, null]
  const [low, high] = min === null || max === null ? [0, 0] : roundPriceBounds(min, max)
  const [inStock, outOfStock] = row.facet_stock ?? [0, 0]
  return [
    { slug: 'brand', type: 'check', items: row.facet_brands ?? [], value: [] },
    { slug: 'price', type: 'range', min: low, max: high, value: null },
    { slug: 'rating', type: 'rating', items: row.facet_ratings ?? [], value: [] },
    {
      slug: 'stock',
      type: 'check',
      items: [
        { slug: 'in-stock', count: Number(inStock) },
        { slug: 'out-of-stock', count: Number(outOfStock) },
      ],
      value: [],
    },
  ]
}

function withValues(facets: Facet[], filters: ListingFilters): Facet[] {
  return facets.map((facet) => {
    switch (facet.slug) {
      case 'brand':
        return { ...facet, value: filters.brand ?? [] }
      case 'stock':
        return { ...facet, value: filters.stock ?? [] }
      case 'price':
        return { ...facet, value: filters.price ?? null }
      default:
        return { ...facet, value: filters.rating ?? [] }
    }
  })
}
