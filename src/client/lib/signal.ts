/**
 * One value that React components read with `useSyncExternalStore(signal.subscribe,
 * signal.get)`, and that module code changes with `set`: the shape of the small stores kept
 * outside React (the install offer, the update prompt, the toasts).
 */
export interface Signal<T> {
  get: () => T
  /** Stores `next` and tells every listener, even when the value is the same. */
  set: (next: T) => void
  subscribe: (listener: () => void) => () => void
}

export function createSignal<T>(initial: T): Signal<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
