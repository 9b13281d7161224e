/**
 * Whether prices show without MVA, on the account: the profile's `priceDisplay` ('incl' or
 * 'excl', none until chosen), so the choice follows a mechanic to another device. The device's
 * own choice (client-state.ts) is what the pages read; the account is told of every change
 * while signed in and read once at sign-in.
 */
import type { User } from '../../domain/account'
import { clientState } from './client-state'
import { authApi } from '../lib/api-client'
import { readToken } from '../lib/session-token'

/** Shows prices with or without MVA on this device. */
export function choosePricesExMva(on: boolean): void {
  clientState.update((state) => (state.pricesExMva === on ? state : { ...state, pricesExMva: on }))
}

/** Tells the account (when signed in); offline the device keeps the choice on its own. */
async function sendToAccount(exMva: boolean): Promise<void> {
  if (!readToken()) return
  const form = new FormData()
  form.set('priceDisplay', exMva ? 'excl' : 'incl')
  await authApi('/user/', { method: 'PUT', body: form }).catch(() => undefined)
}

/** The switch was turned: the device shows it at once, the account follows. */
export function savePricesExMva(exMva: boolean): Promise<void> {
  choosePricesExMva(exMva)
  return sendToAccount(exMva)
}

/**
 * At sign-in: an account that has a choice gives it to this device; one that has none takes
 * this device's 'eks. mva' (the default, prices with MVA, needs no saving).
 */
export function mergePriceDisplayAtSignIn(user: Pick<User, 'priceDisplay'>): Promise<void> {
  if (user.priceDisplay) {
    choosePricesExMva(user.priceDisplay === 'excl')
    return Promise.resolve()
  }
  return clientState.getSnapshot().pricesExMva ? sendToAccount(true) : Promise.resolve()
}
