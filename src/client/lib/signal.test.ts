import { describe, expect, it, vi } from 'vitest'
import { createSignal } from './signal'

describe('createSignal', () => {
  it('hands the stored value to readers and tells each subscriber of a change until it unsubscribes', () => {
    const signal = createSignal<string | null>(null)
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = signal.subscribe(first)
    signal.subscribe(second)
    expect(signal.get()).toBeNull()

    signal.set('offer')
    expect(signal.get()).toBe('offer')
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)

    stopFirst()
    signal.set(null)
    expect(signal.get()).toBeNull()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(2)
  })
})
