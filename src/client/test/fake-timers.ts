/** Test-only: a fake clock for the tests that time debounces, delays and repeats. */
import { afterEach, beforeEach, vi } from 'vitest'

/** For the tests of a describe block: a fake clock from the start of each test, the real one after. */
export function fakeTimersEachTest() {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
