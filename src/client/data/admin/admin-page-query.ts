import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ACCOUNT_QUERY_KEY } from '../../lib/account-query-key'

/**
 * A page of an admin listing, under the account's key (sign-out clears it from the device);
 * the page shown stays while the next one loads.
 */
export const adminPageQuery = <Request, Page>(
  name: string,
  request: Request,
  fetchPage: (request: Request) => Promise<Page>,
) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, name, request],
    queryFn: () => fetchPage(request),
    placeholderData: keepPreviousData,
  })
