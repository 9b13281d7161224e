/**
 * What the server says about a page before sending it: its HTTP status and its head for
 * search engines. A path no route of the app matches is a 404, and so is a product or a
 * category that does not exist (one indexed look-up each); other pages with an id in their
 * path (orders, addresses, blog posts, checkout) are the client's to judge. Every route has a
 * kind here, so a new route does not compile until it is given one.
 */
import { localeFromPath, pathForLocale } from '../../domain/locale'
import { matchPagePath, type PagePath } from '../../domain/page-paths'
import { articleIdFromSlug, productSlug } from '../../domain/product-slug'
import { productStructuredData } from '../../domain/product-structured-data'
import type { Article } from '../../domain/article-schema'
import type { AppDatabase } from '../db/database'
import { findArticleById } from '../db/repositories/articles-repository'
import { listCategoryRows } from '../db/repositories/catalogue-repository'
import { findProduct } from './article-service'
import { canonicalLink, jsonLdScript } from './page-head'

/**
 * - `page`: one address, one content: canonical without the query;
 * - `listing`: paged lists: canonical keeps the page number only;
 * - `lookup`: what the query asks for (search, vehicle parts): no canonical;
 * - `private`: the device's or the account's (cart, account, admin): kept from search engines.
 */
type PageKind =
  | 'page'
  | 'listing'
  | 'category'
  | 'product'
  | 'product-preview'
  | 'lookup'
  | 'private'

const PAGE_KINDS: Record<PagePath, PageKind> = {
  '/': 'page',
  '/about-us': 'page',
  '/account': 'private',
  '/account/addresses': 'private',
  '/account/addresses/$id': 'private',
  '/account/addresses/new': 'private',
  '/account/dashboard': 'private',
  '/account/forgot-password': 'private',
  '/account/garage': 'private',
  '/account/login': 'private',
  '/account/orders': 'private',
  '/account/orders/$id': 'private',
  '/account/password': 'private',
  '/account/profile': 'private',
  '/account/reset-password': 'private',
  '/admin': 'private',
  '/admin/categories': 'private',
  '/admin/dashboard': 'private',
  '/admin/mail': 'private',
  '/admin/orders': 'private',
  '/admin/settings': 'private',
  '/all': 'lookup',
  '/blog': 'page',
  '/blog/$slug': 'page',
  '/cart': 'private',
  '/cart/checkout': 'private',
  '/cart/checkout/$token': 'private',
  '/catalog': 'lookup',
  '/catalog/$slug': 'category',
  '/catalog/$slug/products': 'category',
  '/catalog/article': 'lookup',
  '/catalog/products': 'listing',
  '/cancellation-form': 'page',
  '/compare': 'private',
  '/contact-us': 'page',
  '/jobs': 'private',
  '/jobs/$jobId': 'private',
  '/privacy-policy': 'page',
  '/product-preview/$articleNumber': 'product-preview',
  '/products': 'listing',
  '/products/$slug': 'product',
  '/search': 'lookup',
  '/shared/$token': 'private',
  '/terms': 'page',
  '/terms-and-conditions': 'page',
  '/track-order': 'private',
  '/wishlist': 'private',
}

/**
 * The first path segments whose pages are all private (`/account`, `/cart`, …): what
 * robots.txt keeps crawlers out of.
 */
export function privatePathPrefixes(): string[] {
  const kindsByPrefix = new Map<string, Set<PageKind>>()
  for (const [path, kind] of Object.entries(PAGE_KINDS)) {
    const prefix = `/${path.split('/')[1]}`
    kindsByPrefix.set(prefix, (kindsByPrefix.get(prefix) ?? new Set()).add(kind))
  }
  return [...kindsByPrefix]
    .filter(([, kinds]) => kinds.size === 1 && kinds.has('private'))
    .map(([prefix]) => prefix)
}

/** The shop's pages listed in the sitemap beside its categories and products. */
export const SITEMAP_PAGES = [
  ...new Set(
    Object.entries(PAGE_KINDS).flatMap(([path, kind]) => {
      if (kind === 'listing') return ['/products']
      return kind === 'page' && !path.includes('$') ? [path] : []
    }),
  ),
]

export interface PageFacts {
  status: 200 | 404
  /** Tags for the page's `<head>` (canonical link, structured data); may be empty. */
  head: string
}

const NOT_FOUND: PageFacts = { status: 404, head: '' }

/** `/products/…` of an article in its language: the address its page is known by. */
export function productPath(article: Article, locale: 'no' | 'en'): string {
  return pathForLocale(`/products/${productSlug(article)}`, locale)
}

function pageNumber(query: URLSearchParams): string {
  const page = Number(query.get('page'))
  return Number.isSafeInteger(page) && page > 1 ? `?page=${page}` : ''
}

/** The status and head of the page at `url` (path and query), with links on `origin`. */
export async function pageFacts(db: AppDatabase, url: string, origin: string): Promise<PageFacts> {
  const [pathname = '/', search = ''] = url.split('?', 2)
  const match = matchPagePath(pathname)
  if (!match) return NOT_FOUND
  const locale = localeFromPath(pathname)
  const query = new URLSearchParams(search)
  const canonical = (path: string) => canonicalLink(`${origin}${pathForLocale(path, locale)}`)
  const filled = match.path.replace(/\$(\w+)/g, (_, name: string) =>
    encodeURIComponent(match.params[name] ?? ''),
  )
  switch (PAGE_KINDS[match.path]) {
    case 'page':
      return { status: 200, head: canonical(filled) }
    case 'listing':
      return { status: 200, head: canonical(`/products${pageNumber(query)}`) }
    case 'category': {
      const slug = match.params.slug ?? ''
      const rows = await listCategoryRows(db)
      if (!rows.some((row) => row.slug === slug)) return NOT_FOUND
      return { status: 200, head: canonical(`/catalog/${slug}${pageNumber(query)}`) }
    }
    case 'product': {
      const id = articleIdFromSlug(match.params.slug ?? '')
      const article = id === null ? null : await findArticleById(db, id, locale)
      if (!article) return NOT_FOUND
      const url = `${origin}${productPath(article, locale)}`
      const data = productStructuredData(article, url)
      return { status: 200, head: canonicalLink(url) + jsonLdScript(data) }
    }
    case 'product-preview': {
      const article = await findProduct(db, (match.params.articleNumber ?? '').trim(), locale)
      if (!article) return NOT_FOUND
      return { status: 200, head: canonicalLink(`${origin}${productPath(article, locale)}`) }
    }
    default:
      return { status: 200, head: '' }
  }
}
