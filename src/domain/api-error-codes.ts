/**
 * Every `error.code` the API answers with, one list for both sides: the server may send no
 * other (HttpError and `apiError` take only these), and the client words each one in the
 * shopper's language (src/client/i18n/api-error-messages.ts). Kept apart from the zod
 * schemas so the client's messages do not load zod.
 */
import type { StockShortage } from './stock'

export const API_ERROR_CODES = [
  // Requests the server cannot read
  'BAD_REQUEST',
  'BAD_URL',
  'URL_TOO_LONG',
  'INVALID_JSON',
  'INVALID_CONTENT_LENGTH',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_ACCEPTABLE',
  'PAYLOAD_TOO_LARGE',
  'METHOD_NOT_ALLOWED',
  'VALIDATION_ERROR',
  'INVALID_FORM',
  'TOO_MANY_PARTS',
  'CLIENT_OUTDATED',
  // Exactly-once writes
  'IDEMPOTENCY_KEY_REQUIRED',
  'INVALID_IDEMPOTENCY_KEY',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_FLIGHT',
  // Who is asking
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'WRONG_PASSWORD',
  'EMAIL_TAKEN',
  'TOO_MANY_REQUESTS',
  'RESET_TOKEN_INVALID',
  'RESET_TOKEN_EXPIRED',
  'RESET_TOKEN_USED',
  // Not there
  'NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'CART_NOT_FOUND',
  'SHARED_LIST_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  'RETURN_NOT_FOUND',
  'SETTINGS_NOT_FOUND',
  'VEHICLE_NOT_FOUND',
  'VIN_NOT_FOUND',
  'JOB_LIST_NOT_FOUND',
  // What was asked cannot be done
  'TOO_MANY_ADDRESSES',
  'TOO_MANY_JOB_LISTS',
  'SAVED_LIST_FULL',
  'OUT_OF_STOCK',
  'STOCK_BELOW_RESERVED',
  'DUPLICATE_LINE',
  'UNKNOWN_ARTICLE',
  'ORDER_NOT_PAYABLE',
  'INVALID_PAYMENT_TRANSITION',
  'PAYMENT_STATUS_MISMATCH',
  'INVALID_ORDER_TRANSITION',
  'ORDER_BUSY',
  'NOT_REFUNDABLE',
  'REFUND_EXCEEDS_ORDER',
  'PAYMENT_REFUSED',
  'RETURN_WINDOW_CLOSED',
  'RETURN_EXCEEDS_ORDER',
  'INVALID_RETURN_TRANSITION',
  'BAD_SIGNATURE',
  'PAYMENT_METHOD_UNAVAILABLE',
  'PAYMENT_REFUSED',
  'INVALID_VIN',
  'INVALID_REGISTRATION_NUMBER',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_IMAGE',
  'PACKS_UNAVAILABLE',
  // The shop or a provider is down
  'INTERNAL_ERROR',
  'SERVER_BUSY',
  'DATABASE_UNAVAILABLE',
  'PAYMENT_UNAVAILABLE',
  'CATALOGUE_UNAUTHORIZED',
  'CATALOGUE_RATE_LIMITED',
  'CATALOGUE_UNAVAILABLE',
  'REGISTRY_UNAUTHORIZED',
  'REGISTRY_QUOTA_EXCEEDED',
  'REGISTRY_UNAVAILABLE',
  'PAYMENT_UNAVAILABLE',
] as const

export type ApiErrorCode = (typeof API_ERROR_CODES)[number]

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return (API_ERROR_CODES as readonly unknown[]).includes(value)
}

/**
 * Values an error's message is worded with, by name: the article a refused order line names
 * (`OUT_OF_STOCK`, `DUPLICATE_LINE`, `UNKNOWN_ARTICLE`).
 */
export interface ApiErrorParams {
  articleNumber?: string
  /** `OUT_OF_STOCK`: every line the shop cannot fill, with how many are left of it. */
  lines?: StockShortage[]
}
