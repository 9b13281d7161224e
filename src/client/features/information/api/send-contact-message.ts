/**
 * `POST /api/contact/send/email` (spec §7) with `{ payload }` (src/domain/contact.ts): the shop
 * stores the message and answers 201 `{ id, message }`. Nothing is queued offline: the form
 * says the message was not sent and keeps what was typed.
 */
import type { ContactPayload, ContactResponse } from '../../../../domain/contact'
import { publicApi } from '../../../lib/api-client'

export function sendContactMessage(payload: ContactPayload): Promise<ContactResponse> {
  return publicApi<ContactResponse>('/contact/send/email', { method: 'POST', body: { payload } })
}
