import { queryOptions } from '@tanstack/react-query'
import type { PaymentMethod } from '../../../domain/order'
import { paymentMethodsAnswerSchema } from '../../../domain/order-schema'
import { publicApi } from '../../lib/api-client'

export async function paymentMethods(): Promise<PaymentMethod[]> {
  return paymentMethodsAnswerSchema.parse(await publicApi('/order/payment-methods')).methods
}

export const paymentMethodsQuery = () =>
  queryOptions({ queryKey: ['payment-methods'], queryFn: paymentMethods, gcTime: 0 })
