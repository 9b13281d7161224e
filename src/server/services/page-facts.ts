/** Every route has a kind here, so a new route does not compile until it is given one. */
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
  head: string
}

const NOT_FOUND: PageFacts = { status: 404, head: '' }
const FOUND: PageFacts = { status: 200, head: '' }

export function productPath(article: Article, locale: 'no' | 'en'): string {
  return pathForLocale(`/products/${productSlug(article)}`, locale)
}

function pageNumber(query: URLSearchParams): string {
  const page = Number(query.get('page'))
  return Number.isSafeInteger(page) && page > 1 ? `?page=${page}` : ''
}

export interface PageSources {
  read: AppDatabase
  /** A link shared a moment ago is on the primary already. */
  primary: AppDatabase
  findsArticles(number: string, locale: Locale): Promise<boolean>
}

async function isLiveLink(db: AppDatabase, token: string): Promise<boolean> {
  const parsed = sharedTokenSchema.safeParse(token)
  return parsed.success && (await findLiveSharedList(db, shareTokenHash(parsed.data))) !== null
}

/** An empty or over-long number is dropped, as the page does. */
async function articleSearchFacts(
  sources: PageSources,
  query: URLSearchParams,
  locale: Locale,
): Promise<PageFacts> {
  const number = query.get('n')?.trim() ?? ''
  if (number === '' || number.length > PART_NUMBER_MAX_LENGTH) return FOUND
  return (await sources.findsArticles(number, locale)) ? FOUND : NOT_FOUND
}

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
