import { I18nProvider } from '@lingui/react'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { RETURN_REASONS, RETURN_STATUSES } from '../../domain/order-lifecycle'
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../domain/order-status'
import { activateLocale, i18n } from '../i18n/i18n'
import {
  useOrderStatusText,
  usePaymentStatusText,
  useReturnReasonText,
  useReturnStatusText,
} from './order-status'

function wordsFor<Code extends string>(codes: readonly Code[], hook: () => (code: Code) => string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  const { result } = renderHook(hook, { wrapper })
  return codes.map((code) => result.current(code))
}

describe.each(['no', 'en'] as const)('status words in %s', (locale) => {
  it.each([
    ['order statuses', ORDER_STATUSES, useOrderStatusText],
    ['payment statuses', PAYMENT_STATUSES, usePaymentStatusText],
    ['return statuses', RETURN_STATUSES, useReturnStatusText],
    ['return reasons', RETURN_REASONS, useReturnReasonText],
  ] as const)('says each of the %s in its own words, never as its code', async (_, codes, hook) => {
    await activateLocale(locale)
    const words = wordsFor(codes as readonly string[], hook as () => (code: string) => string)
    expect(new Set(words).size).toBe(codes.length)
    for (const [index, code] of codes.entries()) expect(words[index]).not.toBe(code)
  })
})
