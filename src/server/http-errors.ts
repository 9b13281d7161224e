/**
 * Every failure the API answers, as `{ error: { code, message } }` (src/domain/api-error.ts).
 * Routes throw HttpError (or a ZodError through `parseRequest`); Fastify's own errors are
 * translated here; anything else is a 500 whose details stay in the log.
 */
import { STATUS_CODES } from 'node:http'
import { z } from 'zod'
import {
  API_ERROR_CODES,
  type ApiError,
  type ApiErrorCode,
  type ApiErrorParams,
  apiError,
} from '../domain/api-error'
import { CatalogueProviderError } from './providers/catalogue/catalogue-port'
import { VehicleRegistryError } from './providers/vehicle-registry/registry-port'
import { PaymentProviderError } from './providers/payment/payment-provider'

export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    /** Extra response headers, e.g. `www-authenticate` on a 401. */
    readonly headers?: Record<string, string>,
    /** What the client words the code with (the English message is for developers). */
    readonly params?: ApiErrorParams,
  ) {
    super(message)
  }
}

export const MISSING_TOKEN_MESSAGE = 'Authorization token is missing.'
export const INVALID_TOKEN_MESSAGE =
  'The authorization token is not valid or has expired. Please sign in again.'

/**
 * 401 `UNAUTHORIZED` for a call that needs a signed-in user: the token is missing, or not
 * valid — bad, expired, or naming a user that no longer exists.
 */
export function unauthorized(reason: 'missing' | 'invalid'): HttpError {
  const message = reason === 'missing' ? MISSING_TOKEN_MESSAGE : INVALID_TOKEN_MESSAGE
  return new HttpError(401, 'UNAUTHORIZED', message, { 'www-authenticate': 'Bearer' })
}

/** Parses request input with a zod schema; a failure becomes a 400 VALIDATION_ERROR. */
export function parseRequest<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  return schema.parse(input)
}

export interface ErrorReply {
  statusCode: number
  body: ApiError
  /** Extra response headers, e.g. `retry-after`. */
  headers?: Record<string, string>
}

/** The message every 5xx carries: the cause is logged, never sent. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.'

/** Fastify's own error codes → our codes and wording (status codes are Fastify's). */
const FASTIFY_ERRORS: Record<string, { code: ApiErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'INVALID_JSON',
    message: 'The request body is empty but declared as JSON.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type; send application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'INVALID_CONTENT_LENGTH',
    message: 'Content-Length does not match the request body.',
  },
  FST_ERR_BAD_URL: { code: 'BAD_URL', message: 'The URL is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URL_TOO_LONG', message: 'A URL parameter is too long.' },
}

export function toErrorReply(error: unknown, bodyLimit: number): ErrorReply {
  if (error instanceof HttpError) {
    const body = apiError(error.code, error.message, error.params)
    return { statusCode: error.statusCode, body, ...(error.headers && { headers: error.headers }) }
  }
  if (error instanceof z.ZodError) {
    return { statusCode: 400, body: apiError('VALIDATION_ERROR', describeIssues(error)) }
  }
  if (error instanceof CatalogueProviderError) return catalogueErrorReply(error)
  if (error instanceof VehicleRegistryError) return registryErrorReply(error)
  if (error instanceof PaymentProviderError) return paymentErrorReply(error)
  const { code, statusCode } = error as { code?: string; statusCode?: number }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const message = `The request body is larger than the limit of ${bodyLimit} bytes.`
    return { statusCode: 413, body: apiError('PAYLOAD_TOO_LARGE', message) }
  }
  const known = code ? FASTIFY_ERRORS[code] : undefined
  if (known && statusCode) return { statusCode, body: apiError(known.code, known.message) }
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      body: apiError(statusCodeName(statusCode), STATUS_CODES[statusCode] ?? 'Bad request.'),
    }
  }
  return { statusCode: 500, body: apiError('INTERNAL_ERROR', INTERNAL_ERROR_MESSAGE) }
}

/** Seconds a client should wait when the catalogue provider is rate limited but said no time. */
const CATALOGUE_RETRY_AFTER_S = 30

/**
 * The catalogue provider's failures (catalogue-port.ts). Its own message — which provider
 * call, its HTTP status and words, never the key — goes to the log with the 5xx; clients get
 * a fixed message. A refused key is the operator's to fix, so its message says where.
 */
function catalogueErrorReply(error: CatalogueProviderError): ErrorReply {
  switch (error.kind) {
    case 'not_found':
      return {
        statusCode: 404,
        body: apiError('NOT_FOUND', 'The parts catalogue does not know what was asked for.'),
      }
    case 'unauthorized':
      return providerDown(
        'CATALOGUE_UNAUTHORIZED',
        "The parts catalogue refused the shop's credentials. The shop's operator must check the TecDoc API key (TECDOC_API_KEY) and its RapidAPI subscription.",
      )
    case 'rate_limited':
      return providerDown(
        'CATALOGUE_RATE_LIMITED',
        'The parts catalogue is receiving too many requests. Please try again shortly.',
        error.retryAfter ?? CATALOGUE_RETRY_AFTER_S,
      )
    case 'unavailable':
      return providerDown(
        'CATALOGUE_UNAVAILABLE',
        'The parts catalogue is not answering right now. Please try again later.',
      )
  }
}

/** A 503 with a fixed message; `retryAfter`, s, when the client should wait that long. */
function providerDown(code: ApiErrorCode, message: string, retryAfter?: number): ErrorReply {
  return {
    statusCode: 503,
    ...(retryAfter !== undefined && { headers: { 'retry-after': String(retryAfter) } }),
    body: apiError(code, message),
  }
}

/** Seconds a client should wait when the registry's quota is spent but it said no time. */
const REGISTRY_RETRY_AFTER_S = 3600

/**
 * The vehicle registry's failures (registry-port.ts), like the catalogue's: 503 with a fixed
 * message, the registry's own words (never the key) in the log.
 */
function registryErrorReply(error: VehicleRegistryError): ErrorReply {
  switch (error.kind) {
    case 'unauthorized':
      return providerDown(
        'REGISTRY_UNAUTHORIZED',
        "The vehicle registry refused the shop's credentials. The shop's operator must check the Statens vegvesen API key (SVV_API_KEY).",
      )
    case 'quota':
      return providerDown(
        'REGISTRY_QUOTA_EXCEEDED',
        "The vehicle registry's daily quota of look-ups is used up. Please try again later, or choose the vehicle by make and model.",
        error.retryAfter ?? REGISTRY_RETRY_AFTER_S,
      )
    case 'unavailable':
      return providerDown(
        'REGISTRY_UNAVAILABLE',
        'The vehicle registry is not answering right now. Please try again later, or choose the vehicle by make and model.',
      )
  }
}

/** A payment provider's failures (payment-provider.ts); its own words go to the log only. */
function paymentErrorReply(error: PaymentProviderError): ErrorReply {
  switch (error.kind) {
    case 'unknown_payment':
      return {
        statusCode: 404,
        body: apiError('PAYMENT_NOT_FOUND', 'The payment provider has no such payment.'),
      }
    case 'refused':
      return {
        statusCode: 409,
        body: apiError('PAYMENT_REFUSED', 'The payment provider refused the change.'),
      }
    case 'unavailable':
      return providerDown(
        'PAYMENT_UNAVAILABLE',
        'The payment provider is not answering right now. Please try again shortly.',
      )
  }
}

/** `payload.email: Invalid input; payload.message: Too big: …` — one clause per problem. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ')
}

/** 404 → NOT_FOUND, 405 → METHOD_NOT_ALLOWED, …; a status without a code of ours → BAD_REQUEST. */
function statusCodeName(statusCode: number): ApiErrorCode {
  const name = (STATUS_CODES[statusCode] ?? '').toUpperCase().replace(/[^A-Z]+/g, '_')
  return API_ERROR_CODES.find((code) => code === name) ?? 'BAD_REQUEST'
}
