import { Trans, useLingui } from '@lingui/react/macro'
import type { SavedAddress } from '../../../../domain/address'
import { AddressFields } from '../../../ui/address-fields'
import { FormField } from '../../../ui/form-field'
import type { CheckoutDraft } from '../checkout-draft'

interface AddressSectionsProps {
  draft: CheckoutDraft
  onChange: (patch: Partial<CheckoutDraft>) => void
  savedAddresses: SavedAddress[]
  onChooseSaved: (address: SavedAddress) => void
  errors: Record<string, string>
  disabled: boolean
}

export function AddressSections({
  draft,
  onChange,
  savedAddresses,
  onChooseSaved,
  errors,
  disabled,
}: AddressSectionsProps) {
  return (
    <>
      <fieldset className="checkout-section" disabled={disabled}>
        <legend>
          <Trans>Delivery address</Trans>
        </legend>
        {savedAddresses.length > 0 && (
          <SavedAddressChoice addresses={savedAddresses} onChoose={onChooseSaved} />
        )}
        <AddressFields
          name="shippingAddress"
          value={draft.shippingAddress}
          onChange={(shippingAddress) => onChange({ shippingAddress })}
          errors={errors}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            name="billingSame"
            checked={draft.billingSame}
            onChange={(event) => onChange({ billingSame: event.target.checked })}
          />
          <Trans>Bill this address</Trans>
        </label>
      </fieldset>
      {!draft.billingSame && (
        <fieldset className="checkout-section" disabled={disabled}>
          <legend>
            <Trans>Billing address</Trans>
          </legend>
          <AddressFields
            name="billingAddress"
            value={draft.billingAddress}
            onChange={(billingAddress) => onChange({ billingAddress })}
            errors={errors}
          />
        </fieldset>
      )}
    </>
  )
}

function SavedAddressChoice({
  addresses,
  onChoose,
}: {
  addresses: SavedAddress[]
  onChoose: (address: SavedAddress) => void
}) {
  const { t } = useLingui()
  return (
    <FormField
      label={t`Choose a saved address`}
      render={(id, describedBy) => (
        <select
          id={id}
          name="savedAddress"
          value=""
          onChange={(event) => {
            const chosen = addresses.find((a) => a._id === event.target.value)
            if (chosen) onChoose(chosen)
          }}
          aria-describedby={describedBy}
        >
          <option value="">{t`Choose …`}</option>
          {addresses.map((address) => (
            <option key={address._id} value={address._id}>
              {`${address.firstName} ${address.lastName}, ${address.address1}, ${address.postcode} ${address.city}`}
            </option>
          ))}
        </select>
      )}
    />
  )
}
