import { vi } from 'vitest'
import { fromPromise } from 'xstate'

/** Test-only: each call is answered when the test wants, so overlapping lookups can be staged in any order. */
export function deferredLookup<Output, Input>() {
  const calls: {
    input: Input
    signal: AbortSignal
    resolve: (o: Output) => void
    reject: (e: unknown) => void
  }[] = []
  const spy = vi.fn((input: Input) => input)
  const actor = fromPromise<Output, Input>(
    ({ input, signal }) =>
      new Promise<Output>((resolve, reject) => {
        spy(input)
        calls.push({ input, signal, resolve, reject })
      }),
  )
  const last = () => {
    const call = calls.at(-1)
    if (!call) throw new Error('the lookup was never called')
    return call
  }
  return {
    actor,
    spy,
    calls,
    get last() {
      return last()
    },
    async answer(output: Output) {
      last().resolve(output)
      await settle()
    },
    async fail(error: unknown) {
      last().reject(error)
      await settle()
    },
  }
}

/** Lets resolved promises reach the machine (and fires timers due now). */
export const settle = () => vi.advanceTimersByTimeAsync(0)
