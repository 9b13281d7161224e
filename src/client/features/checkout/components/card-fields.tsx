import { Trans, useLingui } from '@lingui/react/macro'
import type { ChangeEvent } from 'react'
import { InputField } from '../../../ui/form-field'

export interface CardDraft {
  cardNumber: string
  expiry: string
  cvc: string
}

export const emptyCard = (): CardDraft => ({ cardNumber: '', expiry: '', cvc: '' })

export type CardErrors = Partial<Record<keyof CardDraft, string>>

export function readCard(
  card: CardDraft,
  now = new Date(),
):
  | { ok: true; card: { cardNumber: string; expMonth: number; expYear: number; cvc: string } }
  | { ok: false; errors: Record<keyof CardDraft, 'required' | 'invalid' | 'expired' | undefined> } {
  const digits = card.cardNumber.replace(/[\s-]/g, '')
  const expiry = card.expiry.replace(/\s/g, '').match(/^(\d{1,2})\/?(\d{2}|\d{4})$/)
  const month = expiry ? Number(expiry[1]) : Number.NaN
  const year = expiry ? Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2]) : Number.NaN
  const cvc = card.cvc.trim()
  const errors = {
    cardNumber: digits === '' ? 'required' : /^\d{12,19}$/.test(digits) ? undefined : 'invalid',
    expiry:
      card.expiry.trim() === ''
        ? 'required'
        : !expiry || month < 1 || month > 12
          ? 'invalid'
          : year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)
            ? 'expired'
            : undefined,
    cvc: cvc === '' ? 'required' : /^\d{3,4}$/.test(cvc) ? undefined : 'invalid',
  } as const
  if (errors.cardNumber || errors.expiry || errors.cvc) return { ok: false, errors }
  return { ok: true, card: { cardNumber: digits, expMonth: month, expYear: year, cvc } }
}

interface CardFieldsProps {
  value: CardDraft
  onChange: (next: CardDraft) => void
  errors: CardErrors
  disabled?: boolean
}

/** The card goes to the payment provider's endpoint only and is never kept. */
export function CardFields({ value, onChange, errors, disabled }: CardFieldsProps) {
  const { t } = useLingui()
  const field = (name: keyof CardDraft) => ({
    name,
    error: errors[name],
    type: 'text',
    inputMode: 'numeric' as const,
    required: true,
    value: value[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [name]: event.target.value }),
  })
  return (
    <fieldset className="checkout-section checkout-card" disabled={disabled}>
      <legend>
        <Trans>Card payment</Trans>
      </legend>
      <p className="checkout-card__test">
        <Trans>
          Test mode: no money is drawn. Card 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is
          declined, 4000 0025 0000 3155 asks for a code (1234). Any future expiry date and any three
          digits as CVC.
        </Trans>
      </p>
      <InputField
        label={t`Card number`}
        autoComplete="cc-number"
        maxLength={23}
        {...field('cardNumber')}
      />
      <div className="checkout-address__pair">
        <InputField
          label={t`Expiry (MM/YY)`}
          autoComplete="cc-exp"
          maxLength={7}
          placeholder={t`MM/YY`}
          {...field('expiry')}
        />
        <InputField label={t`CVC`} autoComplete="cc-csc" maxLength={4} {...field('cvc')} />
      </div>
    </fieldset>
  )
}
