import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PRELOADER_DELAY_MS, removePreloader } from './preloader'
import { fakeTimersEachTest } from '../test/fake-timers'

describe('removePreloader', () => {
  fakeTimersEachTest()
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><main></main></div><div id="preloader" class="preloader"></div>'
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  const preloader = () => document.getElementById('preloader')

  it('takes the preloader away about 0.1 s after it is called, not before', () => {
    expect(PRELOADER_DELAY_MS).toBe(100)
    removePreloader()

    vi.advanceTimersByTime(99)
    expect(preloader()).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(preloader()).toBeNull()
  })

  it('counts the 0.1 s from the app’s first content in #root, not from the call', async () => {
    document.getElementById('root')?.replaceChildren()
    removePreloader()

    vi.advanceTimersByTime(500)
    expect(preloader()).not.toBeNull()
    document.getElementById('root')?.append(document.createElement('header'))
    await Promise.resolve() // the mutation observer's turn
    vi.advanceTimersByTime(99)
    expect(preloader()).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(preloader()).toBeNull()
  })

  it('keeps the preloader when cancelled before the delay (an effect cleaned up)', () => {
    const cancel = removePreloader()
    cancel()

    vi.advanceTimersByTime(1000)
    expect(preloader()).not.toBeNull()
  })

  it('does nothing on a page without a preloader', () => {
    document.body.innerHTML = '<div id="root"></div>'
    removePreloader(0)

    expect(() => vi.runAllTimers()).not.toThrow()
    expect(document.body.innerHTML).toBe('<div id="root"></div>')
  })
})
