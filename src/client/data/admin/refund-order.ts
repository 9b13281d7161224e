import { IDEMPOTENCY_KEY_HEADER } from '../../../domain/cart-schema'
import { refundAnswerSchema } from '../../../domain/order-lifecycle-schema'
import { authApi } from '../../lib/api-client'

/**
 * `POST /admin/orders/{id}/refunds`: pays back every piece not yet paid back. `key` names the
 * refund: the same key again (a retry after a lost answer) pays back once.
 */
export async function refundOrder(id: string, key: string) {
  return refundAnswerSchema.parse(
    await authApi(`/admin/orders/${encodeURIComponent(id)}/refunds`, {
      method: 'POST',
      body: {},
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
  )
}
