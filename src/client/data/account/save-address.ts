import type { SavedAddress } from '../../../domain/address'
import { type AddressBookEntryInput, addressAnswerSchema } from '../../../domain/address-schema'
import { authApi } from '../../lib/api-client'

export async function saveAddress(id: string, entry: AddressBookEntryInput): Promise<SavedAddress> {
  const answer = await authApi(`/address/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: entry,
  })
  return addressAnswerSchema.parse(answer).address
}
