/**
 * What the payment providers' callback routes share: the body kept as the text that was
 * signed (a signature is over bytes, not over parsed JSON), and read as JSON only after the
 * signature is checked.
 */
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { HttpError, parseRequest } from '../http-errors'
import { checkTexts } from '../plugins/text-input-guard'

/** JSON bodies arrive as text in this (encapsulated) instance. */
export function keepJsonAsText(instance: FastifyInstance, bodyLimit: number): void {
  instance.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_req, body, done) => done(null, body),
  )
}

/** A signed callback's body: 400 `INVALID_JSON`, or the schema's 400. */
export function parseCallbackBody<T extends z.ZodType>(schema: T, raw: string): z.infer<T> {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'The callback body is not JSON.')
  }
  checkTexts('body', parsed)
  return parseRequest(schema, parsed)
}
