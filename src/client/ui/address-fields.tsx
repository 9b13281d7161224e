import { useLingui } from '@lingui/react/macro'
import { FormField } from '../../../ui/form-field'
import type { AddressDraft } from '../checkout-draft'

interface AddressFieldsProps {
  /** Prefix of the field names and of the error keys (`shippingAddress.postcode`). */
  name: 'shippingAddress' | 'billingAddress' | 'address'
  value: AddressDraft
  onChange: (next: AddressDraft) => void
  /** Error messages by field path (`shippingAddress.postcode`), already in the page language. */
  errors: Record<string, string>
}

/**
 * A postal address for the checkout (spec §3 address fields): the browser's autofill sections
 * (`shipping` / `billing`) fill it in one go; postcode is four digits in Norway.
 */
export function AddressFields({ name, value, onChange, errors }: AddressFieldsProps) {
  const { t } = useLingui()
  const section = name === 'billingAddress' ? 'billing' : 'shipping'
  const field = (
    key: keyof AddressDraft,
    label: string,
    autoComplete: string,
    extra: { optional?: boolean; inputMode?: 'numeric' | 'text'; maxLength?: number } = {},
  ) => (
    <FormField
      label={extra.optional ? t`${label} (optional)` : label}
      error={errors[`${name}.${key}`]}
      render={(id, describedBy) => (
        <input
          id={id}
          name={`${name}.${key}`}
          type="text"
          autoComplete={`${section} ${autoComplete}`}
          inputMode={extra.inputMode}
          maxLength={extra.maxLength ?? 200}
          required={!extra.optional}
          value={value[key]}
          onChange={(event) => onChange({ ...value, [key]: event.target.value })}
          aria-invalid={errors[`${name}.${key}`] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    />
  )
  return (
    <div className="checkout-address">
      <div className="checkout-address__pair">
        {field('firstName', t`First name`, 'given-name')}
        {field('lastName', t`Last name`, 'family-name')}
      </div>
      {field('company', t`Company`, 'organization', { optional: true })}
      {field('address1', t`Street address`, 'address-line1')}
      {field('address2', t`Apartment, c/o`, 'address-line2', { optional: true })}
      <div className="checkout-address__pair checkout-address__pair--postcode">
        {field('postcode', t`Postcode`, 'postal-code', { inputMode: 'numeric', maxLength: 4 })}
        {field('city', t`Town/city`, 'address-level2')}
      </div>
    </div>
  )
}
