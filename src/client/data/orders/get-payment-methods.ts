import { queryOptions } from '@tanstack/react-query'
import type { PaymentMethod } from '../../../domain/order'
import { paymentMethodsAnswerSchema } from '../../../domain/order-schema'
import { publicApi } from '../../lib/api-client'

/** The ways to pay the shop offers (the card always; Vipps when configured). */
export async function paymentMethods(): Promise<PaymentMethod[]> {
  return paymentMethodsAnswerSchema.parse(await publicApi('/order/payment-methods')).methods
}

/** Asked once per visit to the checkout (never kept on the device). */
export const paymentMethodsQuery = () =>
  queryOptions({ queryKey: ['payment-methods'], queryFn: paymentMethods, gcTime: 0 })
