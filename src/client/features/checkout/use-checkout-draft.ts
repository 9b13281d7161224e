import { useEffect, useRef, useState } from 'react'
import type { SavedAddress } from '../../../domain/address'
import type { DeliveryMethod } from '../../../domain/order'
import { addressDraftFrom } from '../../ui/address-fields'
import { readDraft, saveDraft } from './checkout-attempt'
import { type CheckoutDraft, draftFrom, emptyDraft } from './checkout-draft'

const DEFAULT_DELIVERY: DeliveryMethod = 'standard'

export function useCheckoutDraft({
  customerEmail,
  savedAddresses,
  savedAddressesAt,
}: {
  customerEmail?: string
  savedAddresses?: SavedAddress[]
  savedAddressesAt: number
}) {
  const [draft, setDraft] = useState<CheckoutDraft>(() =>
    draftFrom(readDraft(), emptyDraft(DEFAULT_DELIVERY, customerEmail ?? '')),
  )

  // The book's default fills an empty form once, and only from an answer fetched since the
  // page opened: the device's cached book (restored from IndexedDB) may be older.
  const [openedAt] = useState(() => Date.now())
  const freshBook = savedAddressesAt >= openedAt ? savedAddresses : undefined
  useEffect(() => {
    const preferred = freshBook?.find((address) => address.default)
    if (!preferred) return
    setDraft((current) =>
      current.shippingAddress.address1 || current.shippingAddress.firstName
        ? current
        : fillFrom(current, preferred),
    )
  }, [freshBook])

  useEffect(() => {
    if (customerEmail)
      setDraft((current) => (current.email ? current : { ...current, email: customerEmail }))
  }, [customerEmail])

  // Kept once something was typed or filled in: an untouched form leaves the tab's storage as
  // it was (after a sign-out, empty).
  const openedWith = useRef(draft)
  useEffect(() => {
    if (draft !== openedWith.current)
      saveDraft({ ...draft, acceptTerms: false, acceptCancellationRight: false })
  }, [draft])

  return {
    draft,
    update: (patch: Partial<CheckoutDraft>) => setDraft((current) => ({ ...current, ...patch })),
    chooseSaved: (chosen: SavedAddress) => setDraft((current) => fillFrom(current, chosen)),
  }
}

/** The draft with a saved address as its delivery address (and its phone when none is typed). */
function fillFrom(draft: CheckoutDraft, address: SavedAddress): CheckoutDraft {
  return {
    ...draft,
    phone: draft.phone || address.phone || '',
    shippingAddress: addressDraftFrom(address),
  }
}
