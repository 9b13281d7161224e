import {
  type OrderStatusChange,
  orderStatusAnswerSchema,
} from '../../../domain/order-lifecycle-schema'
import { authApi } from '../../lib/api-client'

/** `POST /admin/orders/{id}/status`: packs, ships, delivers, settles or cancels an order. */
export async function changeOrderStatus(id: string, change: OrderStatusChange) {
  return orderStatusAnswerSchema.parse(
    await authApi(`/admin/orders/${encodeURIComponent(id)}/status`, {
      method: 'POST',
      body: change,
    }),
  )
}
