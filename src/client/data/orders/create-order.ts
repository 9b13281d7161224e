import type { Locale } from '../../../domain/locale'
import type { Order } from '../../../domain/order'
import { orderAnswerSchema } from '../../../domain/order-schema'
import { PAYLOAD_VERSION, PAYLOAD_VERSION_HEADER } from '../../../domain/payload-version'
import { apiForCaller } from './api-for-caller'

/** One `Idempotency-Key` per body: a retry after a lost answer gets the same order, not a second. */
export async function createOrder(
  body: unknown,
  idempotencyKey: string,
  lang: Locale,
): Promise<Order> {
  const answer = await apiForCaller()('/order/create-order', {
    method: 'POST',
    query: { lang },
    body: body as Record<string, unknown>,
    headers: {
      'Idempotency-Key': idempotencyKey,
      [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION),
    },
  })
  return orderAnswerSchema.parse(answer).order
}
