/**
 * Why placing or paying an order failed, and what the page says: offline (nothing sent),
 * no answer (the same press may be repeated safely: the order's Idempotency-Key is kept), a
 * declined card (the cart and the order stay; another card can be tried), or the server's own
 * refusal (its message by code: out of stock, a changed article …).
 */
import { useLingui } from '@lingui/react/macro'
import { isFetchError, isNetworkFailure } from '../../lib/api-client'

export type CheckoutFailure =
  | { kind: 'offline' }
  | { kind: 'network' }
  | { kind: 'declined'; message?: string }
  | { kind: 'answer'; status?: number; code?: string; message?: string }

export function checkoutFailure(error: unknown): CheckoutFailure {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' }
  if (isNetworkFailure(error)) return { kind: 'network' }
  if (!isFetchError(error)) return { kind: 'answer' }
  const body = error.data as { error?: { code?: unknown; message?: unknown } } | undefined
  const code = body?.error?.code
  const message = body?.error?.message
  return {
    kind: 'answer',
    status: error.response?.status,
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  }
}

/** The failure as a sentence in the page language. */
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
      case 'answer':
        switch (failure.code) {
          case 'OUT_OF_STOCK':
            return t`Something in your cart is out of stock: ${failure.message ?? ''}`
          case 'IDEMPOTENCY_IN_FLIGHT':
            return t`Your order is already being placed. Wait a moment and try again.`
          default:
            return failure.message
              ? t`The order could not be placed: ${failure.message}`
              : t`The order could not be placed. Try again.`
        }
    }
  }
}
