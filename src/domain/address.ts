/** An address of the address book as the API answers it (`_id` as the demo had). */
export interface SavedAddress {
  _id: string
  firstName: string
  lastName: string
  company?: string
  country: string
  address1: string
  address2?: string
  city: string
  state?: string
  postcode: string
  email?: string
  phone?: string
  default: boolean
}

/** Addresses a customer may keep. */
export const MAX_ADDRESSES = 20
