/**
 * Reads a part-type table (`part-types-*.json`: names, weight, price range, fit rule and the
 * brands' number formats) and joins each row with the function that describes its articles.
 */
import { z } from 'zod'
import { type DescribeContext, type Description, FIT_RULES, type PartType } from './part-type-model'

/** Local part-type ids start here; the ones below are TecDoc generic-article ids. */
const FIRST_LOCAL_ID = 900001

const partTypeRow = z.strictObject({
  key: z.string(),
  id: z.number().int().positive(),
  nameNo: z.string(),
  nameEn: z.string(),
  weight: z.number().positive(),
  priceKr: z.tuple([z.number(), z.number()]),
  fit: z.enum(FIT_RULES),
  variants: z.array(z.string()).optional(),
  oe: z.boolean().optional(),
  brands: z.record(z.string(), z.array(z.string())),
})

export type Describe = (context: DescribeContext) => Description

/** The table's part types in its order; throws when a row and the describe functions disagree. */
export function partTypesFrom(
  rows: unknown,
  describers: Readonly<Record<string, Describe>>,
): PartType[] {
  const unused = new Set(Object.keys(describers))
  const partTypes = z
    .array(partTypeRow)
    .parse(rows)
    .map((row) => {
      const describe = describers[row.key]
      if (!describe) throw new Error(`Part type ${row.key} has no describe function`)
      unused.delete(row.key)
      return { ...row, tecdoc: row.id < FIRST_LOCAL_ID, describe }
    })
  if (unused.size > 0) throw new Error(`No part type for describe function ${[...unused]}`)
  return partTypes
}
