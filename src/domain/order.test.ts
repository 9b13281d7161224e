import { describe, expect, it } from 'vitest'
import {
  canChangePayment,
  DELIVERY_PRICES,
  deliveryPrice,
  orderStatusAfterPayment,
  orderSums,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './order'

describe('order sums', () => {
  it.each([
    ['standard', [10_000], 10_000, 2_500, 12_500, 2_500],
    ['pickup', [10_000, 4_999], 14_999, 0, 14_999, 3_000],
    ['express', [100], 100, 14_900, 15_000, 3_000],
    ['standard', [], 0, 2_500, 2_500, 500],
  ] as const)(
    '%s with lines %j: subtotal %i, delivery %i, total %i, MVA %i',
    (method, totals, subtotal, shipping, total, tax) => {
      const sums = orderSums({ items: totals.map((t) => ({ total: t })) }, method)
      expect(sums).toEqual({ subtotal, shipping, total, tax })
    },
  )

  it('prices home delivery as the cart’s flat 25 kr, so cart and order totals agree', () => {
    expect(DELIVERY_PRICES.standard).toBe(2_500)
    expect(deliveryPrice('standard')).toBe(2_500)
    expect(deliveryPrice('teleport')).toBe(2_500)
  })
})

describe('payment status changes', () => {
  const allowed: Record<PaymentStatus, PaymentStatus[]> = {
    pending: ['pending', 'paid', 'failed', 'cancelled'],
    failed: ['failed', 'paid', 'cancelled'],
    paid: ['paid'],
    cancelled: ['cancelled'],
  }
  for (const from of PAYMENT_STATUSES) {
    for (const to of PAYMENT_STATUSES) {
      const ok = allowed[from].includes(to)
      it(`${ok ? 'accepts' : 'refuses'} ${from} → ${to}`, () => {
        expect(canChangePayment(from, to)).toBe(ok)
      })
    }
  }

  it('moves a pending order to PAID when paid and to CANCELLED when the payment is cancelled', () => {
    expect(orderStatusAfterPayment('PENDING', 'paid')).toBe('PAID')
    expect(orderStatusAfterPayment('PENDING', 'cancelled')).toBe('CANCELLED')
    expect(orderStatusAfterPayment('PENDING', 'failed')).toBe('PENDING')
    expect(orderStatusAfterPayment('SHIPPED', 'paid')).toBe('SHIPPED')
  })
})
