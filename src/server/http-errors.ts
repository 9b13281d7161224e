// Fastify's own errors are translated here; anything else is a 500 whose details stay in the log.
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
    readonly headers?: Record<string, string>,
    /** The English message is for developers; the client words the code with these. */
    readonly params?: ApiErrorParams,
  ) {
    super(message)
  }
}

export const MISSING_TOKEN_MESSAGE = 'Authorization token is missing.'
export const INVALID_TOKEN_MESSAGE =
  'The authorization token is not valid or has expired. Please sign in again.'

export function unauthorized(reason: 'missing' | 'invalid'): HttpError {
  const message = reason === 'missing' ? MISSING_TOKEN_MESSAGE : INVALID_TOKEN_MESSAGE
  return new HttpError(401, 'UNAUTHORIZED', message, { 'www-authenticate': 'Bearer' })
}

export function parseRequest<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  return schema.parse(input)
}

export interface ErrorReply {
  statusCode: number
  body: ApiError
  headers?: Record<string, string>
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.'

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

const CATALOGUE_RETRY_AFTER_S = 30

// The provider's own words go to the log with the 5xx, never to clients; a refused key says where
// to fix it.
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

function providerDown(code: ApiErrorCode, message: string, retryAfter?: number): ErrorReply {
  return {
    statusCode: 503,
    ...(retryAfter !== undefined && { headers: { 'retry-after': String(retryAfter) } }),
    body: apiError(code, message),
  }
}

const REGISTRY_RETRY_AFTER_S = 3600

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

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ')
}

function statusCodeName(statusCode: number): ApiErrorCode {
  const name = (STATUS_CODES[statusCode] ?? '').toUpperCase().replace(/[^A-Z]+/g, '_')
  return API_ERROR_CODES.find((code) => code === name) ?? 'BAD_REQUEST'
}
