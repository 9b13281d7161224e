/**
 * Every API request's texts — query string, path parameters, JSON body, names and values —
 * are checked once, before any handler reads them, against the domain's rule (text-input.ts):
 * a control character or a lone surrogate is a 400 `VALIDATION_ERROR` naming the field, never
 * a database error. TAB, LF and CR are let through in bodies only, where messages and notes
 * have lines. Routes that read their body themselves (the profile's form, signed callbacks)
 * call `checkTexts` on what they read.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { forbiddenCharacter, forbiddenCharacterMessage } from '../../domain/text-input'
import { HttpError } from '../http-errors'

/** Where a request's texts come from. */
export type RequestPart = 'query' | 'params' | 'body'

/** Characters of a field's path a refusal repeats. */
const FIELD_SHOWN_MAX = 100

/** A value met in the walk, with the way to it (linked, so depth costs no copying). */
interface Visit {
  value: unknown
  name?: string
  parent?: Visit
}

/** Throws a 400 naming the first field of `value` (any JSON) that holds a refused character. */
export function checkTexts(part: RequestPart, value: unknown): void {
  const lineBreaks = part === 'body'
  // A walk with a stack of its own: a body may be nested thousands deep.
  const pending: Visit[] = [{ value }]
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value: item } = visit
    if (typeof item === 'string') {
      const found = forbiddenCharacter(item, { lineBreaks })
      if (found) refuse(part, visit, forbiddenCharacterMessage(found))
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [name, child] of Object.entries(item)) {
        const found = forbiddenCharacter(name, { lineBreaks: false })
        if (found) refuse(part, visit, `has a field whose name ${forbiddenCharacterMessage(found)}`)
        pending.push({ value: child, name, parent: visit })
      }
    }
  }
}

function refuse(part: RequestPart, at: Visit, problem: string): never {
  const path: string[] = []
  for (let visit: Visit | undefined = at; visit?.name !== undefined; visit = visit.parent) {
    path.unshift(visit.name)
  }
  const named = path.join('.')
  // The way to a field deep in a hostile body could be longer than the body itself.
  const shown = named.length > FIELD_SHOWN_MAX ? `${named.slice(0, FIELD_SHOWN_MAX)}…` : named
  const field = shown || (part === 'body' ? 'The body' : `The ${part}`)
  throw new HttpError(400, 'VALIDATION_ERROR', `${field}: ${problem}`)
}

async function textInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    checkTexts('params', request.params)
    checkTexts('query', request.query)
    checkTexts('body', request.body)
  })
}

export default fp(textInputGuard, { name: 'text-input-guard' })
