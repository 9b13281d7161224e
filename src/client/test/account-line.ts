import { FetchError } from 'ofetch'

/** A fake account's call log and its network: offline, every call fails as a fetch does. */
export function accountLine() {
  let online = true
  return {
    calls: [] as string[],
    reach: () => {
      if (!online) throw new FetchError('fetch failed')
    },
    setOnline: (value: boolean) => {
      online = value
    },
  }
}
