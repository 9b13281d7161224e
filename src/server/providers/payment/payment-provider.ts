/**
 * The payment provider port: what the shop needs from a card processor. The
 * built-in test provider (test-provider.ts) implements it; a real adapter (Stripe, Nets Easy,
 * Vipps MobilePay — all take amounts in øre) would create the payment through its API, let the
 * customer enter the card on the provider's own page or element, and report the outcome by a
 * signed webhook. The shop never sees or stores a card number.
 */
import type { PaymentStatus } from '../../../domain/order'

/** A payment's state at the provider (the names card processors commonly use). */
export type ProviderPaymentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'succeeded'
  | 'failed'
  | 'cancelled'

export interface ProviderPayment {
  id: string
  status: ProviderPaymentStatus
  /** Øre. */
  amount: number
  currency: string
  /** The shop's reference: the order id. */
  reference: string
}

export interface PaymentProvider {
  /** Stored with each payment: which provider holds it. */
  readonly name: string
  /** Starts a payment of `amount` øre; the customer completes it with the provider. */
  createPayment(input: {
    amount: number
    currency: 'NOK'
    reference: string
  }): Promise<ProviderPayment>
  /** The payment as the provider has it now; `null` when it has none by that id. */
  retrieve(id: string): Promise<ProviderPayment | null>
}

/** The order's payment status for a provider status. */
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
