import { beforeEach, describe, expect, it } from 'vitest'
import { finishAttempt, idempotencyKeyFor, readDraft, saveDraft } from './checkout-attempt'

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

  it('keeps the typed form for this tab', () => {
    expect(readDraft()).toBeNull()
    saveDraft({ email: 'ola@example.no' })
    expect(readDraft()).toEqual({ email: 'ola@example.no' })
  })
})
