import type { OrderAddress } from './order'

/** An address of the address book as the API answers it (`_id` as the demo had). */
export interface SavedAddress extends OrderAddress {
  _id: string
  state?: string
  default: boolean
}

/** Addresses a customer may keep. */
export const MAX_ADDRESSES = 20
