import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../domain/locale'

/** Its own module so the routes can name it without importing the router that imports them. */
export interface RouterContext {
  queryClient: QueryClient
  /** The pages' language, as the base path says; loaders ask for data in it. */
  locale: Locale
}
