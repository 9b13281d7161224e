import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import type { SavedAddress } from '../../../../domain/address'
import { addressBookEntrySchema } from '../../../../domain/address-schema'
import { isFetchError, isNetworkFailure } from '../../../lib/api-client'
import { useDocumentTitle } from '../../../ui/document-title'
import { InputField } from '../../../ui/form-field'
import { useFormErrorMessage } from '../../../ui/form-error-message'
import { SubmitButton } from '../../../ui/submit-button'
import {
  type AddressDraft,
  AddressFields,
  addressDraftFrom,
  emptyAddress,
} from '../../../ui/address-fields'
import { ADDRESSES_QUERY_KEY } from '../../../data/account/get-addresses'
import { addAddress } from '../../../data/account/add-address'
import { addressQuery } from '../../../data/account/get-address'
import { saveAddress } from '../../../data/account/save-address'
import { focusFirstError } from '../../../ui/focus-first-error'
import '../../../ui/form-field.css'
import '../components/account.css'

export function AddressFormPage({ id }: { id?: string }) {
  const existing = useQuery({ ...addressQuery(id ?? ''), enabled: id !== undefined })
  if (id !== undefined && existing.isPending) {
    return (
      <section className="page account-page" aria-busy="true">
        <p>
          <Trans>Fetching the address …</Trans>
        </p>
      </section>
    )
  }
  if (id !== undefined && existing.isError) {
    return (
      <section className="page account-page">
        <p className="alert alert--danger">
          <Trans>This address could not be fetched.</Trans>
        </p>
        <Link to="/account/addresses">
          <Trans>Your addresses</Trans>
        </Link>
      </section>
    )
  }
  return <AddressForm id={id} address={existing.data} />
}

function AddressForm({ id, address }: { id?: string; address?: SavedAddress }) {
  const { t } = useLingui()
  useDocumentTitle(id ? t`Edit address` : t`New address`)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const formError = useFormErrorMessage()
  const formRef = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState<AddressDraft>(
    address ? addressDraftFrom(address) : emptyAddress(),
  )
  const [phone, setPhone] = useState(address?.phone ?? '')
  const [isDefault, setDefault] = useState(address?.default ?? false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const entry = { ...draft, phone, country: 'NO', default: isDefault }
    const parsed = addressBookEntrySchema.safeParse(entry)
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const key = `address.${issue.path.join('.')}`
        found[key] ??= key.endsWith('postcode')
          ? t`Enter a postcode of four digits.`
          : formError(issue.message)
      }
      setErrors(found)
      focusFirstError(formRef.current, found)
      return
    }
    setErrors({})
    setSaving(true)
    setFailure(null)
    try {
      if (id) await saveAddress(id, entry)
      else await addAddress(entry)
      await queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY })
      await navigate({ to: '/account/addresses' })
    } catch (error) {
      setFailure(
        isNetworkFailure(error)
          ? t`You are offline. The address can be saved when you are online.`
          : isFetchError(error) && error.response?.status === 409
            ? t`You have as many addresses as can be kept. Delete one first.`
            : t`The address could not be saved. Try again.`,
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="page account-page" aria-labelledby="address-form-title">
      <h1 id="address-form-title">
        {id ? <Trans>Edit address</Trans> : <Trans>New address</Trans>}
      </h1>
      <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
        <AddressFields name="address" value={draft} onChange={setDraft} errors={errors} />
        <InputField
          label={t`Phone (optional)`}
          name="address.phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={isDefault}
            onChange={(event) => setDefault(event.target.checked)}
          />
          <Trans>Use as my default address</Trans>
        </label>
        <div className="account-form__actions">
          <SubmitButton busy={saving}>
            <Trans>Save address</Trans>
          </SubmitButton>{' '}
          <Link to="/account/addresses">
            <Trans>Cancel</Trans>
          </Link>
        </div>
        <div role="status" className="account-form__alert">
          {failure && <p className="alert alert--danger">{failure}</p>}
        </div>
      </form>
    </section>
  )
}
