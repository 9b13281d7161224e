import { queryOptions } from '@tanstack/react-query'
import { addressAnswerSchema } from '../../../domain/address-schema'
import { authApi } from '../../lib/api-client'
import { ADDRESSES_QUERY_KEY, loggedRead } from './get-addresses'

export const addressQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADDRESSES_QUERY_KEY, id],
    queryFn: () =>
      loggedRead(
        async () =>
          addressAnswerSchema.parse(await authApi(`/address/${encodeURIComponent(id)}`)).address,
      ),
    staleTime: 0,
  })
