import { I18nProvider } from '@lingui/react'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../i18n/i18n'
import { checkoutFailure, useCheckoutFailureText } from './checkout-failure'

/** A refused order as the API client throws it: a FetchError with the answer's body. */
function refusedOrder(body: unknown) {
  return Object.assign(new Error('409 Conflict'), {
    name: 'FetchError',
    response: new Response(null, { status: 409 }),
    data: body,
  })
}

function failureText(error: unknown): string {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  const { result } = renderHook(() => useCheckoutFailureText(), { wrapper })
  return result.current(checkoutFailure(error))
}

describe('why checkout failed, in the shopper’s language', () => {
  afterAll(async () => {
    await activateLocale('en')
  })

  it('names the sold-out article in bokmål, without the server’s English', async () => {
    await activateLocale('no')
    const text = failureText(
      refusedOrder({
        error: {
          code: 'OUT_OF_STOCK',
          message: 'Article P 56 125 is out of stock.',
          params: { articleNumber: 'P 56 125' },
        },
      }),
    )
    expect(text).toBe(
      'Bestillingen kunne ikke sendes. Artikkel P 56 125 er ikke på lager. Fjern den fra handlekurven og prøv igjen.',
    )
    expect(text).not.toContain('is out of stock')
  })

  it('says something general in the page language for a code it does not know', async () => {
    await activateLocale('no')
    const text = failureText(refusedOrder({ error: { code: 'NEW_RULE', message: 'New rule.' } }))
    expect(text).toBe('Bestillingen kunne ikke sendes. Noe gikk galt. Prøv igjen.')
  })
})
