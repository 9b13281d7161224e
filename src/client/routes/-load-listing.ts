import { productsQuery } from '../data/catalogue/get-products'
import { sidebarCategoriesQuery } from '../data/catalogue/get-sidebar-categories'
import { categoryPlace, isEmptyCategory } from '../features/catalogue/category-trail'
import type { ListingParams } from '../features/catalogue/listing-params'
import { listingRequestOf, parseListingSearch } from '../features/catalogue/listing-search'
import { garageStore } from '../lib/garage/garage'
import { startedFromServerHtml } from '../lib/server-rendered'
import { type LoadCause, loadPageData } from '../offline/page-data'
import type { RouterContext } from '../router'

/**
 * A listing page's data (the loader of `/products`, `/catalog/products` and a category's two
 * layouts): the category tree, then the products the page lists, unless a category the tree
 * does not have, or an empty one, lists none.
 */
export async function loadListing(
  { queryClient, locale }: RouterContext,
  cause: LoadCause,
  params: ListingParams,
  category?: string,
): Promise<void> {
  const tree = await loadPageData(queryClient, sidebarCategoriesQuery(locale), cause)
  if (category !== undefined) {
    const node = tree && categoryPlace(tree, category)?.trail.at(-1)
    if (!node || isEmptyCategory(node)) return
  }
  const search = parseListingSearch(params)
  const garage = garageStore.getSnapshot()
  const request = listingRequestOf(search, category, garage, startedFromServerHtml())
  if (request) await loadPageData(queryClient, productsQuery(locale, request), cause)
}
