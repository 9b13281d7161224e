/** `POST /api/contact/send/email`. Nothing is queued offline: the form keeps what was typed. */
import type { ContactPayload, ContactResponse } from '../../../../domain/contact'
import { publicApi } from '../../../lib/api-client'

export function sendContactMessage(payload: ContactPayload): Promise<ContactResponse> {
  return publicApi<ContactResponse>('/contact/send/email', { method: 'POST', body: { payload } })
}
