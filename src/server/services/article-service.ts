import { normalizePartNumber } from '../../domain/article-number'
import { MAX_INT4, SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from '../../domain/catalogue-api'
import type { CategoryRow } from '../../domain/category-tree'
import type { Locale } from '../../domain/locale'
import type { AppDatabase } from '../db/database'
import { searchArticles } from '../db/repositories/article-search-repository'
import { findArticleById, findArticleByNumber } from '../db/repositories/articles-repository'
import { listCategoryRows } from '../db/repositories/catalogue-repository'
import { type CatalogueSnapshot, catalogueSnapshot } from '../db/repositories/kept-catalogue'
import type { Listing } from '../db/repositories/article-listing'
import type { Article, ProductAnswer, Suggestions } from '../../domain/article-schema'
import { fitmentSummary, relatedParts } from '../db/repositories/product-context-repository'

/** An all-digit string no article number matches is an articleId sent as text. */
export async function findProduct(
  db: AppDatabase,
  id: number | string,
  lang: Locale,
): Promise<Article | null> {
  if (typeof id === 'number') return findArticleById(db, id, lang)
  const byNumber = await findArticleByNumber(db, normalizePartNumber(id), lang)
  if (byNumber || !/^\d+$/.test(id) || Number(id) > MAX_INT4) return byNumber
  return findArticleById(db, Number(id), lang)
}

export async function findProductAnswer(
  db: AppDatabase,
  id: number | string,
  lang: Locale,
): Promise<ProductAnswer | null> {
  const product = await findProduct(db, id, lang)
  if (!product) return null
  const [fitment, related] = await Promise.all([
    fitmentSummary(db, product.articleId),
    relatedParts(db, product.articleId, lang),
  ])
  return { product, fitment, related }
}

export function partTypeIdsOfBranch(rows: readonly CategoryRow[], slug: string): number[] | null {
  if (!rows.some((row) => row.slug === slug)) return null
  const ids = new Set<number>()
  const visit = (current: string, seen: Set<string>) => {
    if (seen.has(current)) return // a cycle in bad data must not hang the request
    seen.add(current)
    for (const row of rows) {
      if (row.slug === current) for (const id of row.partTypeIds) ids.add(id)
      if (row.parentSlug === current) visit(row.slug, seen)
    }
  }
  visit(slug, new Set())
  return [...ids].sort((a, b) => a - b)
}

// The generation is not read first: the listing's own statement reads it, and a moved one runs
// again.
export async function listCategory(
  db: AppDatabase,
  category: string | undefined,
  list: (partTypeIds: readonly number[] | undefined) => Promise<Listing>,
): Promise<Listing | null> {
  const once = async (catalogue: CatalogueSnapshot) => {
    const partTypeIds =
      category === undefined
        ? undefined
        : partTypeIdsOfBranch(await listCategoryRows(db, catalogue), category)
    if (partTypeIds === null) return { listing: null }
    const { catalogueGeneration, ...listing } = await list(partTypeIds)
    return { listing, generation: catalogueGeneration }
  }
  const catalogue = catalogueSnapshot(db, { optimistic: true })
  const first = await once(catalogue)
  if (await catalogue.confirmed(first.generation)) return first.listing
  return (await once(catalogueSnapshot(db))).listing
}

export function suggestCategories(
  rows: readonly CategoryRow[],
  search: string,
  products: readonly Article[],
  lang: Locale,
): Suggestions['categories'] {
  const nameOf = (row: CategoryRow) => (lang === 'en' ? row.nameEn : row.nameNo)
  const wanted = search.toLocaleLowerCase('nb')
  const ordered = rows.toSorted((a, b) => a.sortIndex - b.sortIndex || a.slug.localeCompare(b.slug))
  const parentOf = new Map(rows.map((row) => [row.slug, row.parentSlug]))
  const depthOf = (row: CategoryRow) => {
    let depth = 0
    for (
      let slug = row.parentSlug;
      slug && depth < rows.length;
      slug = parentOf.get(slug) ?? null
    ) {
      depth++
    }
    return depth
  }
  const nameRank = (row: CategoryRow) => {
    const name = nameOf(row).toLocaleLowerCase('nb')
    if (name === wanted) return 0
    if (name.startsWith(wanted)) return 1
    return name.includes(wanted) ? 2 : 3
  }
  const byName = ordered
    .map((row) => ({ row, rank: nameRank(row) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank || depthOf(a.row) - depthOf(b.row))
    .map(({ row }) => row)
  const partTypes = new Set(products.map((product) => product.partTypeId))
  const byProduct = ordered.filter((row) => row.partTypeIds.some((id) => partTypes.has(id)))
  const unique = [...new Map([...byName, ...byProduct].map((row) => [row.slug, row])).values()]
  return unique.slice(0, SUGGESTED_CATEGORIES).map((row) => ({ name: nameOf(row), slug: row.slug }))
}

export async function suggest(db: AppDatabase, search: string, lang: Locale): Promise<Suggestions> {
  const catalogue = catalogueSnapshot(db, { optimistic: true })
  const [page, kept] = await Promise.all([
    searchArticles(db, { search, lang, page: 1, perPage: SUGGESTED_PRODUCTS }, catalogue),
    listCategoryRows(db, catalogue),
  ])
  const rows = (await catalogue.confirmed()) ? kept : await listCategoryRows(db)
  return { products: page.items, categories: suggestCategories(rows, search, page.items, lang) }
}
