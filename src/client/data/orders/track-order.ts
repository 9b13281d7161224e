import { trackedOrderAnswerSchema } from '../../../domain/order-schema'
import { publicApi } from '../../lib/api-client'

export type { TrackedOrder } from '../../../domain/order'

export async function trackOrder(number: string, email: string) {
  const answer = await publicApi('/order/track', { method: 'POST', body: { number, email } })
  return trackedOrderAnswerSchema.parse(answer).order
}
