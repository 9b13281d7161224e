/**
 * The schemas of a registration number and of the plate look-up's query, built from
 * the rules in registration.ts: the server validates requests with them.
 */
import { z } from 'zod'
import { langQuerySchema } from './catalogue-api'
import {
  MISSING_REGISTRATION_NUMBER_MESSAGE,
  normalizeRegistrationNumber,
  plateKind,
  REGISTRATION_NUMBER_MESSAGE,
} from './registration'

/** Any typed plate → its normalised form, or a validation error with a clear message. */
export const registrationNumberSchema = z
  .string({ error: MISSING_REGISTRATION_NUMBER_MESSAGE })
  .transform(normalizeRegistrationNumber)
  .refine((plate) => plate.length > 0, { error: MISSING_REGISTRATION_NUMBER_MESSAGE, abort: true })
  .refine((plate) => plateKind(plate) !== null, { error: REGISTRATION_NUMBER_MESSAGE })

/** `GET /tecdoc/search-by-registration-number?lang&registrationNumber`. */
export const registrationQuerySchema = langQuerySchema.extend({
  registrationNumber: registrationNumberSchema,
})
