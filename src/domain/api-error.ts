/**
 * The contract for API failures and the health check, shared by server and client. Every
 * failing call answers `{ error: { code, message } }` with a 4xx/5xx status;
 * a validation failure is 400 `VALIDATION_ERROR` with the field problems in its message.
 */
import { z } from 'zod'

export const apiErrorSchema = z.object({
  error: z.object({
    /** Machine-readable, e.g. `VALIDATION_ERROR`; the client translates by code. */
    code: z.string().min(1),
    /** Human-readable, English, for logs and developers. */
    message: z.string(),
  }),
})

export type ApiError = z.infer<typeof apiErrorSchema>

export function apiError(code: string, message: string): ApiError {
  return { error: { code, message } }
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
  }),
})

export type Health = z.infer<typeof healthSchema>
