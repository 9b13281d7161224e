import { describe, expect, it } from 'vitest'
import {
  canChangeReturn,
  canTransition,
  lineBeyond,
  piecesLeft,
  returnDeadline,
  trackingUrl,
} from './order-lifecycle'
import { ORDER_STATUSES } from './order-status'

describe('order transitions', () => {
  it.each([
    ['PENDING', 'CANCELLED'],
    ['PAID', 'PACKED'],
    ['PAID', 'CANCELLED'],
    ['PACKED', 'SHIPPED'],
    ['PACKED', 'CANCELLED'],
    ['SHIPPED', 'DELIVERED'],
    ['DELIVERED', 'COMPLETED'],
  ] as const)('lets an admin move an order from %s to %s', (from, to) => {
    expect(canTransition(from, to, 'admin')).toBe(true)
  })

  it.each([
    ['PENDING', 'DELIVERED'],
    ['PENDING', 'PAID'],
    ['PENDING', 'SHIPPED'],
    ['PAID', 'SHIPPED'],
    ['SHIPPED', 'CANCELLED'],
    ['SHIPPED', 'PACKED'],
    ['DELIVERED', 'SHIPPED'],
    ['CANCELLED', 'PAID'],
    ['REFUNDED', 'SHIPPED'],
    ['SHIPPED', 'REFUNDED'],
  ] as const)('refuses an admin the jump from %s to %s', (from, to) => {
    expect(canTransition(from, to, 'admin')).toBe(false)
  })

  it('never counts the same status again as a change', () => {
    for (const status of ORDER_STATUSES) {
      for (const cause of ['admin', 'payment', 'refund'] as const) {
        expect(canTransition(status, status, cause)).toBe(false)
      }
    }
  })

  it('lets a payment only settle a pending order', () => {
    expect(canTransition('PENDING', 'PAID', 'payment')).toBe(true)
    expect(canTransition('PENDING', 'CANCELLED', 'payment')).toBe(true)
    expect(canTransition('CANCELLED', 'PAID', 'payment')).toBe(false)
    expect(canTransition('PAID', 'CANCELLED', 'payment')).toBe(false)
  })

  it('makes an order refunded only once its goods have left the shop', () => {
    expect(canTransition('SHIPPED', 'REFUNDED', 'refund')).toBe(true)
    expect(canTransition('DELIVERED', 'REFUNDED', 'refund')).toBe(true)
    expect(canTransition('COMPLETED', 'REFUNDED', 'refund')).toBe(true)
    expect(canTransition('PAID', 'REFUNDED', 'refund')).toBe(false)
    expect(canTransition('CANCELLED', 'REFUNDED', 'refund')).toBe(false)
  })
})

describe('returns', () => {
  it('closes the return window 14 days after delivery', () => {
    expect(returnDeadline(new Date('2026-11-01T10:00:00Z')).toISOString()).toBe(
      '2026-11-15T10:00:00.000Z',
    )
  })

  it('lets a return be received, refunded or rejected, and nothing after the end', () => {
    expect(canChangeReturn('REQUESTED', 'RECEIVED')).toBe(true)
    expect(canChangeReturn('RECEIVED', 'REFUNDED')).toBe(true)
    expect(canChangeReturn('RECEIVED', 'REJECTED')).toBe(true)
    expect(canChangeReturn('REFUNDED', 'REJECTED')).toBe(false)
    expect(canChangeReturn('REJECTED', 'REFUNDED')).toBe(false)
  })

  it('counts what is left of each line after refunds and open returns', () => {
    const bought = [
      { articleId: 1, quantity: 3 },
      { articleId: 2, quantity: 1 },
    ]
    const left = piecesLeft(bought, [
      { articleId: 1, quantity: 1 },
      { articleId: 2, quantity: 1 },
    ])
    expect(left).toEqual([{ articleId: 1, quantity: 2 }])
    expect(lineBeyond([{ articleId: 1, quantity: 2 }], left)).toBeNull()
    expect(lineBeyond([{ articleId: 1, quantity: 3 }], left)).toEqual({ articleId: 1, quantity: 3 })
    expect(lineBeyond([{ articleId: 2, quantity: 1 }], left)).toEqual({ articleId: 2, quantity: 1 })
    expect(
      lineBeyond(
        [
          { articleId: 1, quantity: 1 },
          { articleId: 1, quantity: 2 },
        ],
        [{ articleId: 1, quantity: 2 }],
      ),
    ).toEqual({ articleId: 1, quantity: 3 })
  })
})

describe('tracking links', () => {
  it('links a known carrier’s parcel page and no page for another carrier', () => {
    expect(trackingUrl('posten', 'AB 12')).toBe('https://sporing.posten.no/sporing/AB%2012')
    expect(trackingUrl('other', 'AB12')).toBeNull()
    expect(trackingUrl('teleport', 'AB12')).toBeNull()
  })
})
