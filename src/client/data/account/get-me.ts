import type { MeResponse } from '../../../domain/account'
import { authApi } from '../../lib/api-client'

/** `GET /user/me`. The schema (and zod with it) loads with the first call, not with the header. */
export async function fetchMe(): Promise<MeResponse> {
  const [{ meAnswerSchema }, answer] = await Promise.all([
    import('../../../domain/account'),
    authApi('/user/me'),
  ])
  return meAnswerSchema.parse(answer)
}
