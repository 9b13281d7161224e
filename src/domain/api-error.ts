import { z } from 'zod'
import type { ApiErrorCode, ApiErrorParams } from './api-error-codes'

export { API_ERROR_CODES, type ApiErrorCode, type ApiErrorParams } from './api-error-codes'

export const apiErrorSchema = z.object({
  error: z.object({
    /** Read as any string: an older app must cope with a code it does not know. */
    code: z.string().min(1),
    message: z.string(),
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

export function isApiError(body: unknown): body is ApiError {
  return apiErrorSchema.safeParse(body).success
}

export const healthSchema = z.object({
  status: z.enum(['ok', 'starting']),
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ready: z.boolean(),
    replicaReady: z.boolean().optional(),
  }),
})

export type Health = z.infer<typeof healthSchema>
