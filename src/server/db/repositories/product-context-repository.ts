/**
 * What a product page shows around its article, each one bounded statement on indexes: the
 * vehicles it fits, summed up by model series (article_vehicles' primary key, then the small
 * vehicle tables), and the parts that replace it: articles sharing one of its OE numbers
 * (article_oe_numbers by article, then by number).
 */
import { sql } from 'drizzle-orm'
import {
  FITMENT_TOP_MODELS,
  type FitmentSummary,
  RELATED_PARTS_LIMIT,
  type RelatedPart,
} from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import type { AppDatabase } from '../database'
import { queryRows } from '../query-rows'
import { type RelatedPartRow, toRelatedPart } from './article-rows'

interface FitmentRow {
  manu_id: number | null
  manu_name: string | null
  model_id: number | null
  modelname: string | null
  variants: number | null
  all_variants: number | null
  all_models: number
  all_makes: number
}

/** The article's fitting variants in all, and the model series with the most of them. */
export async function fitmentSummary(db: AppDatabase, articleId: number): Promise<FitmentSummary> {
  const rows = await queryRows<FitmentRow>(
    db,
    sql`with models as (
        select v.model_id, count(*)::int as variants
        from article_vehicles f join vehicles v on v.car_id = f.car_id
        where f.article_id = ${articleId} group by v.model_id
      ), named as (
        select m.model_id, m.variants, s.modelname, s.manu_id, mf.manu_name
        from models m join model_series s on s.model_id = m.model_id
        join manufacturers mf on mf.manu_id = s.manu_id
      )
      select n.manu_id, n.manu_name, n.model_id, n.modelname, n.variants,
        t.variants as all_variants, t.models as all_models, t.makes as all_makes
      from (select sum(variants)::int as variants, count(*)::int as models,
          count(distinct manu_id)::int as makes from named) t
      left join lateral (select * from named
        order by variants desc, manu_name, modelname, model_id limit ${FITMENT_TOP_MODELS}) n on true`,
  )
  const [first] = rows
  return {
    variants: Number(first?.all_variants ?? 0),
    modelCount: Number(first?.all_models ?? 0),
    makeCount: Number(first?.all_makes ?? 0),
    models: rows.flatMap((row) =>
      row.model_id === null
        ? []
        : [
            {
              manuId: Number(row.manu_id),
              make: row.manu_name ?? '',
              modelId: Number(row.model_id),
              model: row.modelname ?? '',
              variants: Number(row.variants),
            },
          ],
    ),
  }
}

/** OE numbers of the article looked at, and articles read per number: bounds the statement. */
const OWN_OE_NUMBERS = 10
const CANDIDATES_PER_OE_NUMBER = 24

/**
 * Up to `RELATED_PARTS_LIMIT` other articles sharing an OE number with this one (the same
 * part from other brands): those for sale first, then those sharing more of its numbers.
 */
export async function relatedParts(
  db: AppDatabase,
  articleId: number,
  lang: Locale,
): Promise<RelatedPart[]> {
  const rows = await queryRows<RelatedPartRow>(
    db,
    sql`with candidates as (
        select c.article_id, count(*) as shared
        from (select oe_number_norm from article_oe_numbers where article_id = ${articleId}
          order by oe_number_norm limit ${OWN_OE_NUMBERS}) own
        cross join lateral (
          select o.article_id from article_oe_numbers o
          where o.oe_number_norm = own.oe_number_norm and o.article_id <> ${articleId}
          limit ${CANDIDATES_PER_OE_NUMBER}
        ) c
        group by c.article_id
      )
      select a.article_id, a.article_number, a.mfr_name, a.article_name_no, a.article_name_en,
        a.part_type_id, a.price, a.discount, a.stock, a.lead_time_days
      from candidates c join articles a on a.article_id = c.article_id
      order by (a.price > 0 and (a.stock > 0 or a.lead_time_days > 0)) desc, c.shared desc,
        a.rating desc, a.article_id
      limit ${RELATED_PARTS_LIMIT}`,
  )
  return rows.map((row) => toRelatedPart(row, lang))
}
