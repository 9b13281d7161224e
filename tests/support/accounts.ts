/**
 * Accounts for API tests: `signUp(app)` registers a new user with a unique address through
 * the real API and returns the answer with the password used, ready for `Authorization`.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { AuthResponse } from '../../src/domain/account'
import { createOrPromoteAdmin } from '../../src/server/services/admin-accounts'

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

/** Makes an ADMIN (as `npm run admin:create` does) and signs in as it through the real API. */
export async function signInAsAdmin(app: FastifyInstance): Promise<SignedUp> {
  const email = uniqueEmail('admin')
  await createOrPromoteAdmin(app.database.db, email, GOOD_PASSWORD)
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: GOOD_PASSWORD },
  })
  if (response.statusCode !== 200) {
    throw new Error(`admin sign-in failed: ${response.statusCode} ${response.body}`)
  }
  return { ...(response.json() as AuthResponse), email, password: GOOD_PASSWORD }
}
