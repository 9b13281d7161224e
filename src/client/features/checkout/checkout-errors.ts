import { useLingui } from '@lingui/react/macro'
import type { Cart } from '../../../domain/cart'
import { createOrderBodySchema } from '../../../domain/order-schema'
import { useFormErrorMessage } from '../../ui/form-error-message'
import { type CheckoutDraft, orderBody } from './checkout-draft'
import { type CardDraft, type CardErrors, readCard } from './components/card-fields'

export interface CheckoutErrors {
  fields: Record<string, string>
  card: CardErrors
}

export function useCheckoutErrors(): (
  draft: CheckoutDraft,
  cart: Cart,
  card: CardDraft,
) => CheckoutErrors {
  const { t } = useLingui()
  const formError = useFormErrorMessage()

  function fieldMessage(key: string, code: string): string {
    if (key === 'acceptTerms') return t`Accept the terms of sale to order.`
    if (key === 'acceptCancellationRight') return t`Confirm that you know your right to cancel.`
    if (key.endsWith('postcode')) return t`Enter a postcode of four digits.`
    if (key === 'email') return formError(code, 'email')
    return formError(code)
  }

  function cardMessage(problem: 'required' | 'invalid' | 'expired'): string {
    if (problem === 'required') return t`This field is required.`
    if (problem === 'expired') return t`The card has expired.`
    return t`Check this field.`
  }

  return (draft, cart, card) => {
    const fields: Record<string, string> = {}
    const parsed = createOrderBodySchema.safeParse(orderBody(draft, cart))
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.')
        const key = path.startsWith('contact.') ? path.slice('contact.'.length) : path
        fields[key] ??= fieldMessage(key, issue.message)
      }
    }
    const cardResult = readCard(card)
    const cardErrors: CardErrors = {}
    if (!cardResult.ok) {
      for (const [key, problem] of Object.entries(cardResult.errors)) {
        if (problem) cardErrors[key as keyof CardDraft] = cardMessage(problem)
      }
    }
    return { fields, card: cardErrors }
  }
}
