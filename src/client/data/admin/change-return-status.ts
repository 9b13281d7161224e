import type { ReturnStatus } from '../../../domain/order-lifecycle'
import { returnAnswerSchema } from '../../../domain/order-lifecycle-schema'
import { authApi } from '../../lib/api-client'

/** `POST /admin/returns/{id}/status`: received, rejected, or REFUNDED (pays the parts back). */
export async function changeReturnStatus(id: string, status: ReturnStatus) {
  return returnAnswerSchema.parse(
    await authApi(`/admin/returns/${encodeURIComponent(id)}/status`, {
      method: 'POST',
      body: { status },
    }),
  ).return
}
