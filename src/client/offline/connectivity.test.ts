import { describe, expect, it, vi } from 'vitest'
import {
  createConnectivity,
  PROBE_FIRST_RETRY_MS,
  PROBE_MAX_RETRY_MS,
  type ConnectivityDeps,
} from './connectivity'

function harness(browserOnline = true) {
  const answers: boolean[] = []
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = []
  const deps: ConnectivityDeps = {
    probe: vi.fn(async () => answers.shift() ?? false),
    isBrowserOnline: () => browserOnline,
    setTimer: (run, ms) => {
      const timer = { run, ms, cancelled: false }
      timers.push(timer)
      return () => {
        timer.cancelled = true
      }
    },
  }
  const source = createConnectivity(deps)
  const fireNextTimer = async () => {
    const timer = timers.find((t) => !t.cancelled)
    if (!timer) throw new Error('no timer')
    timer.cancelled = true
    timer.run()
    await source.check()
  }
  return { source, deps, answers, timers, fireNextTimer }
}

describe('connectivity', () => {
  it('starts from what the browser says', () => {
    expect(harness(true).source.get()).toBe('online')
    expect(harness(false).source.get()).toBe('offline')
  })

  it('goes offline when a request fails and the probe gets no answer, though the browser says online', async () => {
    const { source, answers } = harness(true)
    answers.push(false)
    source.requestFailed()
    await source.check()
    expect(source.get()).toBe('offline')
  })

  it('keeps probing while offline, waiting 2 s, then twice as long up to 30 s', async () => {
    const { source, timers, fireNextTimer } = harness(true)
    source.browserOffline()
    for (let i = 0; i < 6; i++) await fireNextTimer()
    const waits = timers.map((timer) => timer.ms)
    expect(waits[0]).toBe(PROBE_FIRST_RETRY_MS)
    expect(waits[1]).toBe(PROBE_FIRST_RETRY_MS * 2)
    expect(Math.max(...waits)).toBe(PROBE_MAX_RETRY_MS)
    expect(source.get()).toBe('offline')
  })

  it('tells reconnect listeners once when a probe answers again, and stops probing', async () => {
    const { source, answers, timers, fireNextTimer } = harness(true)
    const reconnected = vi.fn()
    const changed = vi.fn()
    source.onReconnect(reconnected)
    source.subscribe(changed)
    source.browserOffline()
    answers.push(false, true)
    await fireNextTimer()
    expect(source.get()).toBe('offline')
    await fireNextTimer()
    expect(source.get()).toBe('online')
    expect(reconnected).toHaveBeenCalledTimes(1)
    expect(changed).toHaveBeenCalledTimes(2)
    expect(timers.filter((timer) => !timer.cancelled)).toHaveLength(0)
  })

  it('asks the server only once for several failures at the same moment', async () => {
    const { source, deps, answers } = harness(true)
    answers.push(true)
    source.requestFailed()
    source.requestFailed()
    source.requestFailed()
    await source.check()
    expect(deps.probe).toHaveBeenCalledTimes(1)
    expect(source.get()).toBe('online')
  })
})
