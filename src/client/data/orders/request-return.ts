import {
  type ReturnBody,
  type ReturnRequest,
  returnAnswerSchema,
} from '../../../domain/order-lifecycle-schema'
import { apiForCaller } from './api-for-caller'

export async function requestReturn(id: string, body: ReturnBody): Promise<ReturnRequest> {
  const answer = await apiForCaller()(`/order/${encodeURIComponent(id)}/returns`, {
    method: 'POST',
    body,
  })
  return returnAnswerSchema.parse(answer).return
}
