import { type ListingParams, keepListingParams } from '../features/catalogue/listing-params'

/** A listing route's search: the listing params as they come, each change a new load. */
export const listingSearch = {
  validateSearch: keepListingParams,
  loaderDeps: ({ search }: { search: ListingParams }) => search,
}
