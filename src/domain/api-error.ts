/**
 * The contract for API failures and the health check, shared by server and client. Every
 * failing call answers `{ error: { code, message, params? } }` with a 4xx/5xx status;
 * a validation failure is 400 `VALIDATION_ERROR` with the field problems in its message.
 */
import { z } from 'zod'
import type { ApiErrorCode, ApiErrorParams } from './api-error-codes'

export { API_ERROR_CODES, type ApiErrorCode, type ApiErrorParams } from './api-error-codes'

export const apiErrorSchema = z.object({
  error: z.object({
    /**
     * Machine-readable, one of API_ERROR_CODES, e.g. `VALIDATION_ERROR`; the client words it
     * by code. Read as any string: an older app must cope with a code it does not know.
     */
    code: z.string().min(1),
    /** Human-readable, English, for logs and developers; never shown to the shopper. */
    message: z.string(),
    /** What the client's wording of the code needs, e.g. the refused article's number. */
    params: z
      .object({
        articleNumber: z.string().optional(),
        lines: z
          .array(
            z.object({
              articleId: z.int(),
              articleNumber: z.string(),
              requested: z.int(),
              available: z.int(),
            }),
          )
          .optional(),
      })
      .optional(),
  }),
})

export type ApiError = z.infer<typeof apiErrorSchema>

export function apiError(code: ApiErrorCode, message: string, params?: ApiErrorParams): ApiError {
  return { error: { code, message, ...(params && { params }) } }
}

/** Whether a response body has the API error shape. */
export function isApiError(body: unknown): body is ApiError {
  return apiErrorSchema.safeParse(body).success
}

/** The answer of `GET /api/health`. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'starting']),
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ready: z.boolean(),
    /** With a read replica: whether it answers (catalogue reads go to the primary if not). */
    replicaReady: z.boolean().optional(),
  }),
})

export type Health = z.infer<typeof healthSchema>
