/**
 * The `Idempotency-Key` header of a write that must apply once (the cart's writes, order
 * creation): a new random key per change, the same key when the same change is sent again.
 */
import type { FastifyRequest } from 'fastify'
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../../domain/cart-schema'
import { HttpError } from '../http-errors'

/** The request's Idempotency-Key: 400 when missing or not a usable key. */
export function idempotencyKey(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER]
  if (value === undefined || value === '') {
    throw new HttpError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header (a new uuid per change) so the change applies once.',
    )
  }
  const parsed = idempotencyKeySchema.safeParse(value)
  if (!parsed.success) {
    throw new HttpError(
      400,
      'INVALID_IDEMPOTENCY_KEY',
      'The Idempotency-Key must be 8 to 128 letters, digits or . _ : - (a uuid fits).',
    )
  }
  return parsed.data
}
