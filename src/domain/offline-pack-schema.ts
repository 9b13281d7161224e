/** The offline pack's manifest as the API answers it (zod kept out of the service worker). */
import { z } from 'zod'

export const packItemSchema = z.object({
  /** Same-origin path with query, e.g. `/api/tecdoc/get-products-by-target-ids?engine=…`. */
  url: z.string(),
  kind: z.enum(['shell', 'listing', 'product', 'image']),
})

/** `GET /api/vehicles/variant/:carId/offline-pack?lang` */
export const packManifestSchema = z.object({
  carId: z.number().int(),
  lang: z.string(),
  articles: z.number().int(),
  items: z.array(packItemSchema),
  /** Roughly what the pack takes on the device, bytes (shown before downloading). */
  estimatedBytes: z.number(),
  /** More parts fit than a pack takes (PACK_MAX_ARTICLES): the pack holds the first ones. */
  truncated: z.boolean(),
})
