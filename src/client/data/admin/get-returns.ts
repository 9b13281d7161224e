import { queryOptions } from '@tanstack/react-query'
import { adminPageSchema } from '../../../domain/admin'
import type { ReturnStatus } from '../../../domain/order-lifecycle'
import { adminReturnRowSchema } from '../../../domain/order-lifecycle-schema'
import { ACCOUNT_QUERY_KEY } from '../../lib/account-query-key'
import { authApi } from '../../lib/api-client'

const adminReturnsResponseSchema = adminPageSchema(adminReturnRowSchema)

/** `GET /admin/returns?status`: the customers' return requests, newest first. */
export const adminReturnsQuery = (status?: ReturnStatus) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'admin-returns', status ?? 'all'],
    queryFn: async () =>
      adminReturnsResponseSchema.parse(
        await authApi('/admin/returns', { query: { status, perPage: 50 } }),
      ).data,
    staleTime: 0,
  })
