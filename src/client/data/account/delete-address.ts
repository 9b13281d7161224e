import { authApi } from '../../lib/api-client'

export async function deleteAddress(id: string): Promise<void> {
  await authApi(`/address/delete/${encodeURIComponent(id)}`, { method: 'DELETE' })
}
