import { useLingui } from '@lingui/react/macro'
import type { SavedAddress } from '../../domain/address'
import { InputField } from './form-field'
import './address-fields.css'

/** A postal address as typed into the form. */
export interface AddressDraft {
  firstName: string
  lastName: string
  company: string
  address1: string
  address2: string
  postcode: string
  city: string
}

export function emptyAddress(): AddressDraft {
  return {
    firstName: '',
    lastName: '',
    company: '',
    address1: '',
    address2: '',
    postcode: '',
    city: '',
  }
}

/** A saved address of the address book as form input. */
export function addressDraftFrom(address: SavedAddress): AddressDraft {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    address1: address.address1,
    address2: address.address2 ?? '',
    postcode: address.postcode,
    city: address.city,
  }
}

interface AddressFieldsProps {
  /** Prefix of the field names and of the error keys (`shippingAddress.postcode`). */
  name: 'shippingAddress' | 'billingAddress' | 'address'
  value: AddressDraft
  onChange: (next: AddressDraft) => void
  /** Error messages by field path (`shippingAddress.postcode`), already in the page language. */
  errors: Record<string, string>
}

/** A Norwegian postal address; the autofill sections (`shipping` / `billing`) fill it in one go. */
export function AddressFields({ name, value, onChange, errors }: AddressFieldsProps) {
  const { t } = useLingui()
  const section = name === 'billingAddress' ? 'billing' : 'shipping'
  const field = (
    key: keyof AddressDraft,
    label: string,
    autoComplete: string,
    extra: { optional?: boolean; inputMode?: 'numeric' | 'text'; maxLength?: number } = {},
  ) => (
    <InputField
      label={extra.optional ? t`${label} (optional)` : label}
      error={errors[`${name}.${key}`]}
      name={`${name}.${key}`}
      type="text"
      autoComplete={`${section} ${autoComplete}`}
      inputMode={extra.inputMode}
      maxLength={extra.maxLength ?? 200}
      required={!extra.optional}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
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
