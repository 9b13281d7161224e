/**
 * Accounts for API tests: `signUp(app)` registers a new user with a unique address through
 * the real API and returns the answer with the password used, ready for `Authorization`.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { AuthResponse } from '../../src/domain/account'

export const GOOD_PASSWORD = 'blåbær og brunost'

export function uniqueEmail(name = 'kunde'): string {
  return `${name}-${randomUUID().slice(0, 8)}@example.no`
}

export interface SignedUp extends AuthResponse {
  email: string
  password: string
}

export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
): Promise<SignedUp> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password },
  })
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  }
  return { ...(response.json() as AuthResponse), email, password }
}
