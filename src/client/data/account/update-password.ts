import { authApi } from '../../lib/api-client'

/** `POST /auth/update-password`: a wrong `oldPassword` answers the code `WRONG_PASSWORD`. */
export async function updatePassword(body: {
  oldPassword: string
  newPassword: string
}): Promise<void> {
  await authApi('/auth/update-password', { method: 'POST', body })
}
