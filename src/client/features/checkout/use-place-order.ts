import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { PaymentMethod } from '../../../domain/order'
import { type CardDetails, confirmCardPayment } from '../../data/orders/confirm-card-payment'
import { createOrder } from '../../data/orders/create-order'
import { createPayment, type Payment } from '../../data/orders/create-payment'
import { orderByToken } from '../../data/orders/get-order-by-token'
import { recordPaymentStatus } from '../../data/orders/record-payment-status'
import { useLocale } from '../../i18n/locale-context'
import { rememberProviderReturn } from '../../lib/provider-return'
import { finishAttempt, orderAttempt } from './checkout-attempt'
import { type CheckoutFailure, checkoutFailure } from './checkout-failure'

interface PlacedOrder {
  id: string
  token: string
}

type Card = Omit<CardDetails, 'code'>

export type PayWith = { method: 'card'; card: Card } | { method: Exclude<PaymentMethod, 'card'> }

export const goToProvider = { assign: (url: string) => window.location.assign(url) }

export type PlaceOrderStep =
  | { kind: 'form' }
  | { kind: 'placing' }
  | { kind: 'code'; order: PlacedOrder; payment: Payment; card: Card }
  | { kind: 'failed'; failure: CheckoutFailure }

/**
 * The order body's Idempotency-Key is kept, so a press after a lost answer gets the same order;
 * Vipps sends the shopper back to the order's page, which waits for the payment to settle.
 */
export function usePlaceOrder(
  onPaid: () => Promise<void>,
  onSoldOut?: (articleNumber: string) => void,
) {
  const navigate = useNavigate()
  const locale = useLocale()
  const [step, setStep] = useState<PlaceOrderStep>({ kind: 'form' })

  async function finishPaid(order: PlacedOrder) {
    finishAttempt()
    await onPaid()
    await navigate({ to: '/cart/checkout/$token', params: { token: order.token } })
  }

  async function pay(order: PlacedOrder, payment: Payment, card: Card, code?: string) {
    const outcome = await confirmCardPayment(payment.id, { ...card, code })
    if (outcome.status === 'requires_action') {
      setStep({ kind: 'code', order, payment, card })
      return
    }
    await recordPaymentStatus(order, payment.id, outcome.status === 'succeeded' ? 'paid' : 'failed')
    if (outcome.status !== 'succeeded') {
      setStep({ kind: 'failed', failure: { kind: 'declined', message: outcome.message } })
      return
    }
    await finishPaid(order)
  }

  async function place(body: object, payWith: PayWith) {
    setStep({ kind: 'placing' })
    try {
      const attempt = orderAttempt(body)
      const order = await createOrder(attempt.body, attempt.key, locale)
      const payment = await createPayment(order, payWith.method).catch(async (error: unknown) => {
        // The same key gives the same order; it may have been paid before the page heard so
        // (a lost answer, a reload): then its success page opens, with no second payment.
        const current = await orderByToken(order.token).catch(() => null)
        if (current?.paymentStatus === 'paid') return null
        throw error
      })
      if (payment === null) await finishPaid(order)
      else if (payWith.method === 'card') await pay(order, payment, payWith.card)
      else if (payment.redirectUrl) {
        // A new press after coming back makes a new order: this one settles with Vipps.
        finishAttempt()
        rememberProviderReturn(order.token)
        goToProvider.assign(payment.redirectUrl)
      } else throw new Error('the provider gave no page to approve the payment on')
    } catch (error) {
      const failure = checkoutFailure(error)
      if (failure.kind === 'answer' && failure.code === 'OUT_OF_STOCK' && failure.params) {
        const { articleNumber, lines } = failure.params
        // Lines with pieces left stay: the shopper lowers the quantity the message names.
        const soldOut = lines
          ? lines.filter((line) => line.available === 0).map((line) => line.articleNumber)
          : [articleNumber]
        for (const number of soldOut) if (number) onSoldOut?.(number)
      }
      setStep({ kind: 'failed', failure })
    }
  }

  async function confirmCode(code: string) {
    if (step.kind !== 'code') return
    const { order, payment, card } = step
    setStep({ kind: 'placing' })
    try {
      await pay(order, payment, card, code)
    } catch (error) {
      setStep({ kind: 'failed', failure: checkoutFailure(error) })
    }
  }

  return {
    step,
    place,
    confirmCode,
    failOffline: () => setStep({ kind: 'failed', failure: { kind: 'offline' } }),
  }
}
