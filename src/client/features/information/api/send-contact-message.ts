/** `POST /api/contact/send/email`. Nothing is queued offline: the form keeps what was typed. */
import {
  type ContactPayload,
  type ContactResponse,
  contactResponseSchema,
} from '../../../../domain/contact'
import { publicApi } from '../../../lib/api-client'

export async function sendContactMessage(payload: ContactPayload): Promise<ContactResponse> {
  const answer = await publicApi('/contact/send/email', { method: 'POST', body: { payload } })
  return contactResponseSchema.parse(answer)
}
