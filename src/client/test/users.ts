/** Test-only: the signed-in customers the account tests use. */
import type { User } from '../../domain/account'

export const kari: User = {
  id: '6f1c2b1e-7d1a-4c3e-9a55-0c8f1b2d3e4f',
  email: 'kari@example.no',
  role: 'USER',
  firstName: 'Kari',
  lastName: 'Nordmann',
  phone: null,
}

/** A customer who gave no name. */
export const ola: User = { ...kari, email: 'ola@example.no', firstName: '', lastName: '' }
