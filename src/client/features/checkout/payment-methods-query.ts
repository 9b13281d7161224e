/** The ways to pay, asked once per visit to the checkout (never kept on the device). */
import { queryOptions } from '@tanstack/react-query'
import { paymentMethods } from '../../lib/orders-api'

export const paymentMethodsQuery = () =>
  queryOptions({ queryKey: ['payment-methods'], queryFn: paymentMethods, gcTime: 0 })
