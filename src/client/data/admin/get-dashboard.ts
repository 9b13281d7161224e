import { queryOptions } from '@tanstack/react-query'
import { adminDashboardSchema } from '../../../domain/admin'
import type { Locale } from '../../../domain/locale'
import { ACCOUNT_QUERY_KEY } from '../../lib/account-query-key'
import { authApi } from '../../lib/api-client'

/** `GET /admin/dashboard?lang`: the dashboard's figures (src/domain/admin.ts). */
export async function fetchAdminDashboard(lang: Locale) {
  return adminDashboardSchema.parse(await authApi('/admin/dashboard', { query: { lang } }))
}

/** The admin's data lives under the account's key: sign-out clears it from the device. */
export const adminDashboardQuery = (lang: Locale) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'admin-dashboard', lang],
    queryFn: () => fetchAdminDashboard(lang),
    staleTime: 0,
  })
