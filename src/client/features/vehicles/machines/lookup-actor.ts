import { fromPromise } from 'xstate'

/**
 * The placeholder of a lookup a machine calls. Machines never fetch: the feature's hooks give
 * the real lookups with `machine.provide({ actors })`, tests give fakes. One that was
 * forgotten fails loudly instead of calling nothing.
 */
export function lookupActor<Output, Input>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is not provided: pass it with machine.provide({ actors })`)
  })
}
