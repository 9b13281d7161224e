/**
 * The payment provider port: what the shop needs from a card processor. The
 * built-in test provider (test-provider.ts) implements it; a real adapter (Stripe, Nets Easy,
 * Vipps MobilePay — all take amounts in øre) would create the payment through its API, let the
 * customer enter the card on the provider's own page or element, and report the outcome by a
 * signed webhook. The shop never sees or stores a card number.
 */
import type { PaymentStatus } from '../../../domain/order'
import { ProviderError } from '../provider-error'

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
  /** Where the customer approves the payment, for providers with their own page (Vipps). */
  redirectUrl?: string
}

export interface PaymentProvider {
  /** Stored with each payment: which provider holds it. */
  readonly name: string
  /** Starts a payment of `amount` øre; the customer completes it with the provider. */
  createPayment(input: {
    amount: number
    currency: 'NOK'
    reference: string
    /** Where the provider's page sends the customer back (the order's page). */
    returnUrl?: string
  }): Promise<ProviderPayment>
  /** The payment as the provider has it now; `null` when it has none by that id. */
  retrieve(id: string): Promise<ProviderPayment | null>
  /**
   * Draws `amount` øre of a payment the customer approved. Providers that reserve at approval
   * (Vipps) take the money here, at shipping; one that draws at approval accepts it as done.
   */
  capture(id: string, amount: number): Promise<void>
  /**
   * Pays `amount` øre of a drawn payment back. `key` names this refund, so a retried call with
   * the same key pays back once. Rejects with PaymentProviderError `refused` when more than is left is asked.
   */
  refund(id: string, amount: number, key: string): Promise<void>
}

export type PaymentProviderErrorKind =
  /** A refund of more than is left, or of a payment never drawn: nothing was paid back. */
  | 'refused'
  /** The provider has no payment by that id. */
  | 'unknown_payment'
  /** Timeouts, network errors, 5xx, a payload we cannot read: try again later. */
  | 'unavailable'

export class PaymentProviderError extends ProviderError<PaymentProviderErrorKind> {
  override name = 'PaymentProviderError'
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
