/**
 * `GET /part-images/<partTypeId>.svg`: the picture every article of a part type shows
 * (`imageURL400`, part-type-model.ts `partImageUrl`), drawn by services/part-image.ts. The
 * pictures depend on the part-type table only, so all of them are rendered once at start-up
 * and kept in memory (under 1.5 KB each); no database is needed.
 * Anything but the exact name of a known part type's picture is a JSON 404; for that shape
 * app.ts registers this plugin after error-handling.ts (a route keeps the error handler in
 * force when it is added, and before that it is Fastify's own).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { PART_TYPES } from '../db/seed/catalogue/part-types'
import { HttpError } from '../http-errors'
import { etagOf, matchesEtag } from './catalogue-caching'
import { renderPartImage } from '../services/part-image'

/**
 * A day, then revalidation by ETag. Not `immutable`: the URL names the part type, not the
 * drawing, so a release that redraws a pictogram must reach browsers that already have it.
 */
const PART_IMAGE_CACHE_CONTROL = 'public, max-age=86400'
const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8'

interface RenderedImage {
  svg: string
  etag: string
}

/** File name (`82.svg`) → its picture. A lookup by the whole name: no parsing, no paths. */
function renderAll(): Map<string, RenderedImage> {
  return new Map(
    PART_TYPES.map((partType) => {
      const svg = renderPartImage(partType)
      return [`${partType.id}.svg`, { svg, etag: etagOf(svg) }]
    }),
  )
}

async function partImages(app: FastifyInstance) {
  const images = renderAll()

  app.get<{ Params: { file: string } }>('/part-images/:file', async (request, reply) => {
    const image = images.get(request.params.file)
    if (!image) {
      throw new HttpError(404, 'NOT_FOUND', 'There is no picture for this part type.')
    }
    reply.header('cache-control', PART_IMAGE_CACHE_CONTROL).header('etag', image.etag)
    if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send()
    return reply.type(SVG_CONTENT_TYPE).send(image.svg)
  })
}

export default fp(partImages, { name: 'part-images' })
