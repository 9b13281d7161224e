/** Only the return from paying this very order empties the cart; a later visit to its page leaves a new cart alone. */
const KEY = 'delelager-provider-return'

export function rememberProviderReturn(orderToken: string): void {
  try {
    sessionStorage.setItem(KEY, orderToken)
  } catch {
    // Storage refused (private mode): the cart simply stays until emptied by hand.
  }
}

export function takeProviderReturn(orderToken: string): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== orderToken) return false
    sessionStorage.removeItem(KEY)
    return true
  } catch {
    return false
  }
}
