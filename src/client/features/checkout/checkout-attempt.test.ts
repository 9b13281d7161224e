import { beforeEach, describe, expect, it } from 'vitest'
import { finishAttempt, orderAttempt, readDraft, saveDraft } from './checkout-attempt'

const idempotencyKeyFor = (body: object) => orderAttempt(body).key

describe('the checkout attempt', () => {
  beforeEach(() => sessionStorage.clear())

  it('sends the same body again with the same Idempotency-Key', () => {
    const body = { items: [{ articleNumber: 'A1', quantity: 2 }] }
    const first = idempotencyKeyFor(body)
    expect(idempotencyKeyFor({ items: [{ articleNumber: 'A1', quantity: 2 }] })).toBe(first)
  })

  it('gives a changed body a new key', () => {
    const first = idempotencyKeyFor({ items: [{ articleNumber: 'A1', quantity: 2 }] })
    const second = idempotencyKeyFor({ items: [{ articleNumber: 'A1', quantity: 3 }] })
    expect(second).not.toBe(first)
    expect(second).toMatch(/\S{16,}/)
  })

  it('starts a new key after the order is finished', () => {
    const body = { items: [{ articleNumber: 'A1', quantity: 1 }] }
    const first = idempotencyKeyFor(body)
    finishAttempt()
    expect(idempotencyKeyFor(body)).not.toBe(first)
  })

  it('sends the first body and key again when only the cart id arrived since, so no second order is made', () => {
    const first = orderAttempt({ items: [{ articleNumber: 'A1', quantity: 1 }] })
    const again = orderAttempt({ items: [{ articleNumber: 'A1', quantity: 1 }], cartId: 'c-1' })
    expect(again).toEqual(first)
    expect(again.body).not.toHaveProperty('cartId')
  })

  it('keeps the typed form for this tab', () => {
    expect(readDraft()).toBeNull()
    saveDraft({ email: 'ola@example.no' })
    expect(readDraft()).toEqual({ email: 'ola@example.no' })
  })
})
