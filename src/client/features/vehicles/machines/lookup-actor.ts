import { fromPromise } from 'xstate'

/** Machines never fetch: hooks provide the real lookups, tests fakes; a forgotten one fails loudly. */
export function lookupActor<Output, Input>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is not provided: pass it with machine.provide({ actors })`)
  })
}
