export interface Signal<T> {
  get: () => T
  /** Tells every listener even when the value is the same. */
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
