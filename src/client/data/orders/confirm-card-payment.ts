import { publicApi } from '../../lib/api-client'

export type PaymentOutcome = 'succeeded' | 'failed' | 'requires_action'

export interface CardDetails {
  cardNumber: string
  expMonth: number
  expYear: number
  cvc: string
  code?: string
}

/** The card goes to the provider's endpoint (here the test provider), never into the shop's data. */
export async function confirmCardPayment(
  paymentId: string,
  card: CardDetails,
): Promise<{ status: PaymentOutcome; message?: string }> {
  return publicApi('/payments/test-provider/confirm', {
    method: 'POST',
    body: { paymentId, ...card },
  })
}
