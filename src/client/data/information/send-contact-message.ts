/** `POST /api/contact/send/email`. Nothing is queued offline: the form keeps what was typed. */
import {
  type ContactPayload,
  type ContactResponse,
  contactResponseSchema,
} from '../../../domain/contact'
import type { Locale } from '../../../domain/locale'
import { publicApi } from '../../lib/api-client'

/** `lang`: the language of the receipt the writer gets. */
export async function sendContactMessage(
  payload: ContactPayload,
  lang: Locale,
): Promise<ContactResponse> {
  const answer = await publicApi('/contact/send/email', {
    method: 'POST',
    query: { lang },
    body: { payload },
  })
  return contactResponseSchema.parse(answer)
}
