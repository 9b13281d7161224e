import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeTimersEachTest } from '../test/fake-timers'

/** A PerformanceObserver that reports paint entries when the test says so. */
function installPaintObserver() {
  const observers: ((names: string[]) => void)[] = []
  class FakeObserver {
    static supportedEntryTypes = ['paint']
    constructor(
      private readonly report: (list: { getEntriesByName(name: string): unknown[] }) => void,
    ) {}
    observe() {
      observers.push((names) =>
        this.report({ getEntriesByName: (name) => names.filter((n) => n === name) }),
      )
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return {
    paint: (...names: string[]) => {
      for (const notify of observers) notify(names)
    },
  }
}

/** A fresh copy of the module: it remembers whether the first paint has been shown. */
const load = async () => {
  vi.resetModules()
  return import('./after-paint')
}

describe('afterPaint', () => {
  fakeTimersEachTest()
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('waits for the first contentful paint to be reported, then runs the callback', async () => {
    const { paint } = installPaintObserver()
    const { afterPaint } = await load()
    const callback = vi.fn()
    afterPaint(callback)

    paint('first-paint') // the preloader: not contentful
    vi.advanceTimersByTime(1000)
    expect(callback).not.toHaveBeenCalled()

    paint('first-contentful-paint')
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledOnce()
  })

  it('runs on the next frame once the first paint has been shown', async () => {
    const { paint } = installPaintObserver()
    const { afterPaint } = await load()
    afterPaint(() => {})
    paint('first-contentful-paint')

    const later = vi.fn()
    afterPaint(later)
    expect(later).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
    expect(later).toHaveBeenCalledOnce()
  })

  it('runs after 2 s when no paint is reported (a hidden tab)', async () => {
    installPaintObserver()
    const { afterPaint } = await load()
    const callback = vi.fn()
    afterPaint(callback)

    vi.advanceTimersByTime(1999)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2)
    expect(callback).toHaveBeenCalledOnce()
  })

  it('never runs a cancelled callback', async () => {
    const { paint } = installPaintObserver()
    const { afterPaint } = await load()
    const callback = vi.fn()
    const cancel = afterPaint(callback)
    cancel()

    paint('first-contentful-paint')
    vi.advanceTimersByTime(5000)
    expect(callback).not.toHaveBeenCalled()
  })

  it('falls back to the next frame where paint timing is missing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    const { afterPaint } = await load()
    const callback = vi.fn()
    afterPaint(callback)

    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledOnce()
  })
})

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('resolves in a later task, after the microtasks and the timers already due', async () => {
    const { nextTask } = await load()
    const order: string[] = []
    setTimeout(() => order.push('timer set before'), 0)
    const next = nextTask().then(() => order.push('next task'))
    await Promise.resolve()
    order.push('microtask')
    await next
    expect(order).toEqual(['microtask', 'timer set before', 'next task'])
  })

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToMain })
    const { nextTask } = await load()
    await nextTask()
    expect(yieldToMain).toHaveBeenCalledOnce()
  })
})
