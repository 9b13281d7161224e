import { describe, expect, it, vi } from 'vitest'
import { catchInstallPrompt, engagement, installPrompt } from './install-prompt-event'

describe('install prompt', () => {
  it('keeps the browser’s install offer and counts the shopper as engaged only after a tap, key or scroll', () => {
    catchInstallPrompt()
    const changed = vi.fn()
    const unsubscribe = engagement.subscribe(changed)
    const offer = new Event('beforeinstallprompt', { cancelable: true })
    window.dispatchEvent(offer)
    expect(offer.defaultPrevented).toBe(true)
    expect(installPrompt.get()).toBe(offer)
    // Nothing done on the page yet: not engaged, whatever time passes.
    window.dispatchEvent(new Event('resize'))
    expect(engagement.get()).toBe(false)
    expect(changed).not.toHaveBeenCalled()

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(engagement.get()).toBe(true)
    expect(changed).toHaveBeenCalledTimes(1)
    // Counted once: later taps tell nobody again.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    expect(changed).toHaveBeenCalledTimes(1)
    unsubscribe()
    expect(installPrompt.take()).toBe(offer)
    expect(installPrompt.get()).toBeNull()
  })
})
