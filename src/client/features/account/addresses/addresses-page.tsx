import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { SavedAddress } from '../../../../domain/address'
import { useDocumentTitle } from '../../../ui/document-title'
import { PostalAddress } from '../../../ui/postal-address'
import { QueryStatus } from '../../../ui/query-status'
import { ADDRESSES_QUERY_KEY, addressesQuery } from '../../../data/account/get-addresses'
import { deleteAddress } from '../../../data/account/delete-address'
import { saveAddress } from '../../../data/account/save-address'
import '../components/account.css'

export function AddressesPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Addresses`)
  const addresses = useQuery(addressesQuery())
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function act(id: string, action: () => Promise<unknown>) {
    setBusy(id)
    setFailure(null)
    try {
      await action()
      await queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY })
    } catch {
      setFailure(t`The change could not be saved. Try again.`)
    } finally {
      setBusy(null)
    }
  }

  const makeDefault = (address: SavedAddress) =>
    act(address._id, () => {
      const { _id, default: _default, ...fields } = address
      return saveAddress(_id, { ...fields, default: true })
    })

  return (
    <section className="page account-page" aria-labelledby="addresses-title">
      <h1 id="addresses-title">
        <Trans>Addresses</Trans>
      </h1>
      <p>
        <Link to="/account/addresses/new" className="button button--primary">
          <Trans>Add address</Trans>
        </Link>
      </p>
      <QueryStatus
        query={addresses}
        pending={<Trans>Fetching your addresses …</Trans>}
        failed={
          <Trans>Your addresses could not be fetched. Check the connection and try again.</Trans>
        }
      />
      {addresses.data?.length === 0 && (
        <p>
          <Trans>No addresses saved yet.</Trans>
        </p>
      )}
      <ul className="address-book">
        {addresses.data?.map((address) => {
          const label = `${address.firstName} ${address.lastName}, ${address.address1}`
          return (
            <li
              key={address._id}
              className="address-book__entry"
              aria-busy={busy === address._id || undefined}
            >
              <PostalAddress address={address} withPhone />
              {address.default && (
                <p className="address-book__default">
                  <Trans>Default address</Trans>
                </p>
              )}
              <p className="address-book__actions">
                <Link
                  to="/account/addresses/$id"
                  params={{ id: address._id }}
                  aria-label={t`Edit ${label}`}
                >
                  <Trans>Edit</Trans>
                </Link>
                {!address.default && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => void makeDefault(address)}
                    aria-label={t`Make ${label} the default address`}
                  >
                    <Trans>Make default</Trans>
                  </button>
                )}
                <button
                  type="button"
                  className="button"
                  onClick={() => void act(address._id, () => deleteAddress(address._id))}
                  aria-label={t`Delete ${label}`}
                >
                  <Trans>Delete</Trans>
                </button>
              </p>
            </li>
          )
        })}
      </ul>
      <div role="status">{failure && <p className="alert alert--danger">{failure}</p>}</div>
    </section>
  )
}
