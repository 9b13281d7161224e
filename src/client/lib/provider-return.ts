/**
 * The order a shopper left the shop to pay on a provider's own page (Vipps), kept in this
 * tab's session storage: the order page they come back to empties the cart once that order is
 * paid, and only then (a later visit to a paid order's page leaves a new cart alone).
 */
const KEY = 'delelager-provider-return'

export function rememberProviderReturn(orderToken: string): void {
  try {
    sessionStorage.setItem(KEY, orderToken)
  } catch {
    // Storage refused (private mode): the cart simply stays until emptied by hand.
  }
}

/** Whether the shopper left to pay this order; forgets it, so it answers `true` once. */
export function takeProviderReturn(orderToken: string): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== orderToken) return false
    sessionStorage.removeItem(KEY)
    return true
  } catch {
    return false
  }
}
