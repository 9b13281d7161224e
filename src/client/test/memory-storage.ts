/** An IndexedDB stand-in for stores under test: a map that copies what goes in and out. */
export function memoryStorage() {
  const map = new Map<string, unknown>()
  return {
    map,
    storage: {
      get: async (key: string) => structuredClone(map.get(key)),
      set: async (key: string, value: unknown) => {
        map.set(key, structuredClone(value))
      },
      del: async (key: string) => {
        map.delete(key)
      },
    },
  }
}
