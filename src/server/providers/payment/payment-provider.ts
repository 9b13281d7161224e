/** The shop never sees or stores a card number: the customer enters it on the provider's page. */
import type { PaymentStatus } from '../../../domain/order'
import { ProviderError } from '../provider-error'

export type ProviderPaymentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'succeeded'
  | 'failed'
  | 'cancelled'

export interface ProviderPayment {
  id: string
  status: ProviderPaymentStatus
  amount: number
  currency: string
  reference: string
  redirectUrl?: string
}

export interface PaymentProvider {
  readonly name: string
  createPayment(input: {
    amount: number
    currency: 'NOK'
    reference: string
    returnUrl?: string
  }): Promise<ProviderPayment>
  retrieve(id: string): Promise<ProviderPayment | null>
  /** Providers that reserve at approval (Vipps) take the money here, at shipping. */
  capture(id: string, amount: number): Promise<void>
  /** A retried call with the same key pays back once. */
  refund(id: string, amount: number, key: string): Promise<void>
}

export type PaymentProviderErrorKind = 'refused' | 'unknown_payment' | 'unavailable'

export class PaymentProviderError extends ProviderError<PaymentProviderErrorKind> {
  override name = 'PaymentProviderError'
}

export function paymentStatusOf(status: ProviderPaymentStatus): PaymentStatus {
  switch (status) {
    case 'succeeded':
      return 'paid'
    case 'failed':
      return 'failed'
    case 'cancelled':
      return 'cancelled'
    default:
      return 'pending'
  }
}
