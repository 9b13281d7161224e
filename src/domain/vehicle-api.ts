/**
 * Requests of the vehicle chain (spec §7: manufacturers → model series (`menuId`) → variant ids
 * (`menuId` + `modId`) → variants (`POST {carids}`)), shared by client and server.
 */
import { z } from 'zod'
import { idSchema as id } from './catalogue-api'
import { langQuerySchema } from './locale'

/** Most variants one `POST /tecdoc/vehicles` may ask for: a garage, a model's engines. */
export const MAX_CAR_IDS = 200

export const modelSeriesQuerySchema = langQuerySchema.extend({ menuId: id })
export const variantIdsQuerySchema = langQuerySchema.extend({ menuId: id, modId: id })
export const variantsBodySchema = langQuerySchema.extend({
  carids: z.array(id).min(1).max(MAX_CAR_IDS),
})
