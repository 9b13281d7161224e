/**
 * What the server says about a page before sending it: its HTTP status and its head for
 * search engines. A path no route of the app matches is a 404, and so is a product, a
 * category, an article number or a shared link that does not exist (one look-up each); other
 * pages with an id in their path (orders, addresses, blog posts, checkout) are the client's
 * to judge. Every route has a kind here, so a new route does not compile until it is given one.
 */
import { PART_NUMBER_MAX_LENGTH } from '../../domain/catalogue-rules'
import { type Locale, localeFromPath, pathForLocale } from '../../domain/locale'
import { matchPagePath, type PagePath } from '../../domain/page-paths'
import { articleIdFromSlug, productSlug } from '../../domain/product-slug'
import { productStructuredData } from '../../domain/product-structured-data'
import type { Article } from '../../domain/article-schema'
import type { AppDatabase } from '../db/database'
import { findArticleById } from '../db/repositories/articles-repository'
import { listCategoryRows } from '../db/repositories/catalogue-repository'
import { findLiveSharedList } from '../db/repositories/shared-lists-repository'
import { sharedTokenSchema } from '../../domain/shared-list'
import { findProduct } from './article-service'
import { canonicalLink, jsonLdScript } from './page-head'
import { shareTokenHash } from './shared-list-service'

/**
 * - `page`: one address, one content: canonical without the query;
 * - `listing`: paged lists: canonical keeps the page number only;
 * - `lookup`: what the query asks for (search, vehicle parts): no canonical;
 * - `article-search`: a lookup by article number, a 404 when the number finds nothing;
 * - `private`: the device's or the account's (cart, account, admin): kept from search engines;
 * - `shared-list`: private too, and a 404 once its link is unknown, expired or revoked.
 */
type PageKind =
  | 'page'
  | 'listing'
  | 'category'
  | 'product'
  | 'product-preview'
  | 'lookup'
  | 'article-search'
  | 'private'
  | 'shared-list'

const PRIVATE_KINDS: ReadonlySet<PageKind> = new Set(['private', 'shared-list'])

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
  '/catalog/article': 'article-search',
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
  '/shared/$token': 'shared-list',
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
    .filter(([, kinds]) => [...kinds].every((kind) => PRIVATE_KINDS.has(kind)))
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
const FOUND: PageFacts = { status: 200, head: '' }

/** `/products/…` of an article in its language: the address its page is known by. */
export function productPath(article: Article, locale: 'no' | 'en'): string {
  return pathForLocale(`/products/${productSlug(article)}`, locale)
}

function pageNumber(query: URLSearchParams): string {
  const page = Number(query.get('page'))
  return Number.isSafeInteger(page) && page > 1 ? `?page=${page}` : ''
}

/** Where the facts come from. */
export interface PageSources {
  /** The catalogue's reads (a replica, when there is one). */
  read: AppDatabase
  /** The primary database: a link shared a moment ago is there already. */
  primary: AppDatabase
  /** Whether the article-number page's own search finds anything for `number`. */
  findsArticles(number: string, locale: Locale): Promise<boolean>
}

/** A live shared link's page: the token has the right shape and its list is live. */
async function isLiveLink(db: AppDatabase, token: string): Promise<boolean> {
  const parsed = sharedTokenSchema.safeParse(token)
  return parsed.success && (await findLiveSharedList(db, shareTokenHash(parsed.data))) !== null
}

/**
 * `/catalog/article?n=`: the form alone without a number (an empty or over-long one is dropped,
 * as the page does), else a 404 when the number finds nothing, whatever the vehicle filter.
 */
async function articleSearchFacts(
  sources: PageSources,
  query: URLSearchParams,
  locale: Locale,
): Promise<PageFacts> {
  const number = query.get('n')?.trim() ?? ''
  if (number === '' || number.length > PART_NUMBER_MAX_LENGTH) return FOUND
  return (await sources.findsArticles(number, locale)) ? FOUND : NOT_FOUND
}

/** The status and head of the page at `url` (path and query), with links on `origin`. */
export async function pageFacts(
  sources: PageSources,
  url: string,
  origin: string,
): Promise<PageFacts> {
  const db = sources.read
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
    case 'article-search':
      return articleSearchFacts(sources, query, locale)
    case 'shared-list':
      return (await isLiveLink(sources.primary, match.params.token ?? '')) ? FOUND : NOT_FOUND
    default:
      return FOUND
  }
}
