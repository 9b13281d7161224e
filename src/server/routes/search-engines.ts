// `lastmod` is the release the pages were served from: articles and categories keep no time of
// change.
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { productSlug } from '../../domain/product-slug'
import type { Config } from '../config'
import { listCategoryRows } from '../db/repositories/catalogue-repository'
import {
  articleIdRanges,
  articleIdSpan,
  articlesInRange,
  type IdRange,
} from '../db/repositories/sitemap-repository'
import { HttpError } from '../http-errors'
import { privatePathPrefixes, SITEMAP_PAGES } from '../services/page-facts'
import { type SitemapEntry, sitemapIndex, urlset } from '../services/sitemap-xml'
import { etagOf, matchesEtag } from '../plugins/catalogue-caching'

export const PRODUCTS_PER_SITEMAP = 10_000
const MAX_URLS = 50_000
const MAX_SITEMAPS = 50_000
/** Crawlers come back far less often, and the ETag makes a revalidation cheap. */
const CACHE_CONTROL = 'public, max-age=3600'
const PRODUCTS_FILE = /^products-(\d{1,10})-(\d{1,10})\.xml$/

async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  body: string,
): Promise<FastifyReply> {
  const etag = etagOf(body)
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag)
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
  return reply.type(type).send(body)
}

const sendXml = (request: FastifyRequest, reply: FastifyReply, body: string) =>
  send(request, reply, 'application/xml; charset=utf-8', body)

function noSuchSitemap(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'There is no such sitemap.')
}

function productRange(file: string): IdRange | null {
  const match = PRODUCTS_FILE.exec(file)
  if (!match) return null
  const first = Number(match[1])
  const last = Number(match[2])
  return first <= last && last - first < MAX_URLS ? { first, last } : null
}

export async function searchEngineRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'publicOrigin' | 'staticDir'> },
) {
  const db = () => app.database.read
  const started = new Date()
  const release = async () =>
    stat(join(config.staticDir, 'index.html')).then(
      (file) => file.mtime,
      () => started,
    )
  const origin = config.publicOrigin

  const productRanges = async () => {
    const ranges = await articleIdRanges(db(), PRODUCTS_PER_SITEMAP, MAX_SITEMAPS + 1)
    const span = ranges.length > MAX_SITEMAPS ? await articleIdSpan(db()) : null
    if (!span) return ranges
    const width = Math.ceil((span.last - span.first + 1) / MAX_SITEMAPS)
    return articleIdRanges(db(), width, MAX_SITEMAPS)
  }

  app.get('/robots.txt', async (request, reply) => {
    const closed = ['/api/', ...privatePathPrefixes().flatMap((path) => [path, `/en${path}`])]
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...closed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ]
    return send(request, reply, 'text/plain; charset=utf-8', lines.join('\n'))
  })

  app.get('/sitemap.xml', async (request, reply) => {
    const lastmod = await release()
    const ranges = await productRanges()
    const files = [
      'pages.xml',
      'categories.xml',
      ...ranges.map(({ first, last }) => `products-${first}-${last}.xml`),
    ]
    const list = files.map((file) => ({ loc: `${origin}/sitemaps/${file}`, lastmod }))
    return sendXml(request, reply, sitemapIndex(list))
  })

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params
    const lastmod = await release()
    const at = (path: string): SitemapEntry => ({ loc: `${origin}${path}`, lastmod })
    if (file === 'pages.xml') return sendXml(request, reply, urlset(SITEMAP_PAGES.map(at)))
    if (file === 'categories.xml') {
      const rows = await listCategoryRows(db())
      const paths = rows.map((row) => `/catalog/${encodeURIComponent(row.slug)}`).sort()
      return sendXml(request, reply, urlset(paths.map(at)))
    }
    const range = productRange(file)
    const products = range ? await articlesInRange(db(), range) : []
    // Only the ranges the index lists: the first and the last id are articles.
    if (
      !range ||
      products[0]?.articleId !== range.first ||
      products.at(-1)?.articleId !== range.last
    )
      throw noSuchSitemap()
    return sendXml(
      request,
      reply,
      urlset(products.map((article) => at(`/products/${productSlug(article)}`))),
    )
  })
}
