import { adminOutboxResponseSchema } from '../../../domain/admin-mail'
import { authApi } from '../../lib/api-client'
import { adminPageQuery } from './admin-page-query'

export const ADMIN_OUTBOX_PER_PAGE = 20

/** `GET /admin/mail-outbox?page&perPage`: one page of the mails kept in the outbox. */
export async function fetchAdminOutbox(query: { page: number; perPage: number }) {
  return adminOutboxResponseSchema.parse(await authApi('/admin/mail-outbox', { query })).data
}

export const adminOutboxQuery = (query: { page: number }) => ({
  ...adminPageQuery(
    'admin-outbox',
    { page: query.page, perPage: ADMIN_OUTBOX_PER_PAGE },
    fetchAdminOutbox,
  ),
  staleTime: 0,
})
