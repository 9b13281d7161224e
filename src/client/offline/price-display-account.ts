/**
 * The eks. mva choice on the account, so it follows a mechanic to another device.
 */
import type { User } from '../../domain/account'
import { clientState } from './client-state'
import { authApi } from '../lib/api-client'
import { readToken } from '../lib/session-token'

export function choosePricesExMva(on: boolean): void {
  clientState.update((state) => (state.pricesExMva === on ? state : { ...state, pricesExMva: on }))
}

async function sendToAccount(exMva: boolean): Promise<void> {
  if (!readToken()) return
  const form = new FormData()
  form.set('priceDisplay', exMva ? 'excl' : 'incl')
  await authApi('/user/', { method: 'PUT', body: form }).catch(() => undefined)
}

export function savePricesExMva(exMva: boolean): Promise<void> {
  choosePricesExMva(exMva)
  return sendToAccount(exMva)
}

/** The default (prices with MVA) needs no saving. */
export function mergePriceDisplayAtSignIn(user: Pick<User, 'priceDisplay'>): Promise<void> {
  if (user.priceDisplay) {
    choosePricesExMva(user.priceDisplay === 'excl')
    return Promise.resolve()
  }
  return clientState.getSnapshot().pricesExMva ? sendToAccount(true) : Promise.resolve()
}
