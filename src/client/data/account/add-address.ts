import type { SavedAddress } from '../../../domain/address'
import {
  type AddressBookEntryInput,
  addressAddedAnswerSchema,
} from '../../../domain/address-schema'
import { authApi } from '../../lib/api-client'

export async function addAddress(entry: AddressBookEntryInput): Promise<SavedAddress> {
  const answer = await authApi('/address/add', {
    method: 'POST',
    body: entry,
  })
  const [address] = addressAddedAnswerSchema.parse(answer).address.addressDetails
  if (!address) throw new Error('the server answered no address')
  return address
}
