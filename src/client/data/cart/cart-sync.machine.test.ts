import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { deferredLookup } from '../../features/vehicles/machines/deferred-lookup'
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  CART_SYNC_DELAY_MS,
  CartSyncError,
  cartSyncMachine,
  type SendResult,
} from './cart-sync.machine'
import { fakeTimersEachTest } from '../../test/fake-timers'

function start() {
  const sendCart = deferredLookup<SendResult, unknown>()
  const probe = deferredLookup<void, unknown>()
  const actor = createActor(
    cartSyncMachine.provide({ actors: { sendCart: sendCart.actor, probe: probe.actor } }),
  )
  actor.start()
  const state = () => actor.getSnapshot().value
  return { actor, sendCart, probe, state, changed: () => actor.send({ type: 'cart.changed' }) }
}

describe('the cart sync machine', () => {
  fakeTimersEachTest()

  it('sends 500 ms after the last change, not at 499 ms', async () => {
    const { sendCart, state, changed } = start()
    changed()
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS - 1)
    expect(sendCart.spy).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(sendCart.spy).toHaveBeenCalledTimes(1)
    expect(state()).toBe('sending')
  })

  it('restarts the pause on every change: ten quick changes are one send', async () => {
    const { sendCart, changed } = start()
    for (let i = 0; i < 10; i++) {
      changed()
      await vi.advanceTimersByTimeAsync(300)
    }
    expect(sendCart.spy).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS)
    expect(sendCart.spy).toHaveBeenCalledTimes(1)
  })

  it('goes idle after a send when nothing changed meanwhile', async () => {
    const { sendCart, state, changed } = start()
    changed()
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS)
    await sendCart.answer({ stillDirty: false })
    expect(state()).toBe('idle')
  })

  it('sends changes made while a request was out after its answer, as one more send', async () => {
    const { sendCart, state, changed } = start()
    changed()
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS)
    changed()
    changed()
    expect(sendCart.spy).toHaveBeenCalledTimes(1)
    await sendCart.answer({ stillDirty: true })
    expect(state()).toBe('debouncing')
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS)
    expect(sendCart.spy).toHaveBeenCalledTimes(2)
  })

  it('offline waits for the online event, probes the server, then sends again', async () => {
    const { sendCart, probe, state, actor, changed } = start()
    changed()
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS)
    await sendCart.fail(new CartSyncError(true, 'offline'))
    expect(state()).toBe('waiting')
    actor.send({ type: 'network.online' })
    expect(state()).toBe('probing')
    await probe.answer()
    expect(state()).toBe('sending')
    expect(sendCart.spy).toHaveBeenCalledTimes(2)
  })

  it('retries with a growing backoff while the server stays away', async () => {
    const { sendCart, probe, state, changed } = start()
    vi.spyOn(Math, 'random').mockReturnValue(0.5) // no jitter: 1 s, 2 s, 4 s
    changed()
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS)
    await sendCart.fail(new CartSyncError(true, 'HTTP 503', 503))
    await vi.advanceTimersByTimeAsync(999)
    expect(probe.spy).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(probe.spy).toHaveBeenCalledTimes(1)
    await probe.fail(new Error('down'))
    expect(state()).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1999)
    expect(probe.spy).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(probe.spy).toHaveBeenCalledTimes(2)
    await probe.answer()
    expect(sendCart.spy).toHaveBeenCalledTimes(2)
  })

  it('stops on a refusal that retrying cannot fix, until the cart changes again', async () => {
    const { sendCart, state, changed, actor } = start()
    changed()
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS)
    await sendCart.fail(new CartSyncError(false, 'HTTP 400', 400))
    expect(state()).toBe('failed')
    actor.send({ type: 'network.online' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sendCart.spy).toHaveBeenCalledTimes(1)
    changed()
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS)
    expect(sendCart.spy).toHaveBeenCalledTimes(2)
  })

  it('caps the backoff at 30 s and spreads it by ±20 %', () => {
    expect(backoffDelay(1, () => 0.5)).toBe(1000)
    expect(backoffDelay(3, () => 0.5)).toBe(4000)
    expect(backoffDelay(50, () => 0.5)).toBe(BACKOFF_MAX_MS)
    expect(backoffDelay(1, () => 0)).toBe(800)
    expect(backoffDelay(1, () => 1)).toBe(1200)
  })
})
