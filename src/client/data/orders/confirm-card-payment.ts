import { publicApi } from '../../lib/api-client'

/** The card payment's state at the provider. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'requires_action'

export interface CardDetails {
  cardNumber: string
  expMonth: number
  expYear: number
  cvc: string
  /** The second step's code, when the bank asked for one. */
  code?: string
}

/**
 * Hands the card to the payment provider (the built-in test provider stands in for its hosted
 * card form: the card number goes to the provider's endpoint and never into the shop's data).
 */
export async function confirmCardPayment(
  paymentId: string,
  card: CardDetails,
): Promise<{ status: PaymentOutcome; message?: string }> {
  return publicApi('/payments/test-provider/confirm', {
    method: 'POST',
    body: { paymentId, ...card },
  })
}
