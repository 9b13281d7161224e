/**
 * The body is checked by the same schema the server uses.
 */
import type { Cart } from '../../../domain/cart'
import { type AddressDraft, emptyAddress } from '../../ui/address-fields'

export interface CheckoutDraft {
  email: string
  phone: string
  shippingAddress: AddressDraft
  /** Bill the delivery address (the usual case): no second address to fill in. */
  billingSame: boolean
  billingAddress: AddressDraft
  deliveryMethod: string
  acceptTerms: boolean
  acceptCancellationRight: boolean
  comment: string
}

export function emptyDraft(deliveryMethod: string, email = ''): CheckoutDraft {
  return {
    email,
    phone: '',
    shippingAddress: emptyAddress(),
    billingSame: true,
    billingAddress: emptyAddress(),
    deliveryMethod,
    acceptTerms: false,
    acceptCancellationRight: false,
    comment: '',
  }
}

export function draftFrom(stored: unknown, fallback: CheckoutDraft): CheckoutDraft {
  if (!stored || typeof stored !== 'object') return fallback
  const value = stored as Record<string, unknown>
  const text = (v: unknown, d: string) => (typeof v === 'string' ? v : d)
  const flag = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d)
  const address = (v: unknown, d: AddressDraft): AddressDraft => {
    const a = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>
    return {
      firstName: text(a.firstName, d.firstName),
      lastName: text(a.lastName, d.lastName),
      company: text(a.company, d.company),
      address1: text(a.address1, d.address1),
      address2: text(a.address2, d.address2),
      postcode: text(a.postcode, d.postcode),
      city: text(a.city, d.city),
    }
  }
  return {
    email: text(value.email, fallback.email),
    phone: text(value.phone, fallback.phone),
    shippingAddress: address(value.shippingAddress, fallback.shippingAddress),
    billingSame: flag(value.billingSame, fallback.billingSame),
    billingAddress: address(value.billingAddress, fallback.billingAddress),
    deliveryMethod: text(value.deliveryMethod, fallback.deliveryMethod),
    // The agreements are given anew for every order, never carried over.
    acceptTerms: false,
    acceptCancellationRight: false,
    comment: text(value.comment, fallback.comment),
  }
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim())

function addressBody(address: AddressDraft, email: string, phone: string) {
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    company: optional(address.company),
    country: 'NO',
    address1: address.address1.trim(),
    address2: optional(address.address2),
    city: address.city.trim(),
    postcode: address.postcode.trim(),
    email: optional(email),
    phone: optional(phone),
  }
}

/** No prices: the server prices. The order is remembered for the current vehicle (`carId`). */
export function orderBody(
  draft: CheckoutDraft,
  cart: Pick<Cart, 'items' | 'cartId'>,
  carId?: number,
) {
  return {
    items: cart.items.map((item) => ({
      articleId: item.articleId,
      articleNumber: item.articleNumber,
      mfrName: item.product.mfrName,
      quantity: item.quantity,
    })),
    contact: { email: draft.email.trim(), phone: optional(draft.phone) },
    shippingAddress: addressBody(draft.shippingAddress, draft.email, draft.phone),
    billingAddress: draft.billingSame
      ? undefined
      : addressBody(draft.billingAddress, draft.email, draft.phone),
    deliveryMethod: draft.deliveryMethod,
    acceptTerms: draft.acceptTerms,
    acceptCancellationRight: draft.acceptCancellationRight,
    cartId: cart.cartId || undefined,
    comment: optional(draft.comment),
    carId,
  }
}
