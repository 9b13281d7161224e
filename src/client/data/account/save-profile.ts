import { type MeResponse, meAnswerSchema } from '../../../domain/account'
import { authApi } from '../../lib/api-client'

/** `PUT /user/` (multipart: names, phone, avatar or `removeAvatar`): answers the user as saved. */
export async function saveProfile(form: FormData): Promise<MeResponse> {
  return meAnswerSchema.parse(await authApi('/user/', { method: 'PUT', body: form }))
}
