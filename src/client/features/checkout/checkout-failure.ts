/**
 * No answer: the same press may be repeated safely (the order's Idempotency-Key is kept); a
 * declined card keeps the cart and the order for another card.
 */
import { useLingui } from '@lingui/react/macro'
import { type ApiErrorReason, apiErrorReason, apiErrorText } from '../../i18n/api-error-messages'
import { isFetchError, isNetworkFailure } from '../../lib/api-client'

export type CheckoutFailure =
  | { kind: 'offline' }
  | { kind: 'network' }
  | { kind: 'declined'; message?: string }
  | ({ kind: 'answer'; status?: number } & ApiErrorReason)

export function checkoutFailure(error: unknown): CheckoutFailure {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' }
  if (isNetworkFailure(error)) return { kind: 'network' }
  if (!isFetchError(error)) return { kind: 'answer' }
  return { kind: 'answer', status: error.response?.status, ...apiErrorReason(error) }
}

export function useCheckoutFailureText(): (failure: CheckoutFailure) => string {
  const { t } = useLingui()
  return (failure) => {
    switch (failure.kind) {
      case 'offline':
        return t`You are offline. Your order has not been sent; everything you typed is kept. Try again when you are online.`
      case 'network':
        return t`We could not reach the shop. Try again — you will not be charged twice.`
      case 'declined':
        return t`The card was declined. Your cart is kept; try another card.`
      case 'answer': {
        if (failure.code === 'IDEMPOTENCY_IN_FLIGHT') {
          return t`Your order is already being placed. Wait a moment and try again.`
        }
        const why = apiErrorText(failure)
        return t`The order could not be placed. ${why}`
      }
    }
  }
}
