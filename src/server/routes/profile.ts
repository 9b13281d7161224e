/**
 * The profile:
 * - `PUT /user/` (token), multipart/form-data: `firstName`, `lastName`, `phone`,
 *   `removeAvatar=1` and the file `avatar` (JPEG, PNG or WebP, at most 2 MB) → `{ user }`.
 *   Bounded before anything is read into memory: one file, 10 fields of at most 1 kB, 12 parts.
 * - `GET /uploads/avatars/<name>`: a stored picture, by its exact name, as an image that no
 *   browser runs as a page (nosniff, a CSP allowing nothing), cached for good (names are
 *   never reused).
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AVATAR_MAX_BYTES, meAnswerSchema, profileFieldsSchema } from '../../domain/account'
import { HttpError, parseRequest } from '../http-errors'
import { requireUser } from '../plugins/auth'
import { checkTexts } from '../plugins/text-input-guard'
import type { FileStorage } from '../providers/storage/file-storage'
import { AVATAR_FOLDER, changeProfile } from '../services/profile-service'

const MAX_FIELDS = 10
const MAX_FIELD_BYTES = 1000

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/** The multipart plugin's refusals, as the shop's clear 4xx answers. */
function multipartError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  const code = (error as { code?: string }).code
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'FILE_TOO_LARGE', 'The profile picture may be at most 2 MB.')
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'TOO_MANY_PARTS', 'The form has too many fields or files.')
    default:
      return new HttpError(400, 'INVALID_FORM', 'The form could not be read.')
  }
}

/** The form's text fields and its picture (`null` when none, or an empty file input). */
async function readProfileForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the profile as multipart/form-data.')
  }
  const fields: Record<string, string> = {}
  let avatar: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'avatar') {
          throw new HttpError(400, 'VALIDATION_ERROR', `Unknown file field: ${part.fieldname}.`)
        }
        const bytes = await part.toBuffer()
        avatar = bytes.length > 0 ? bytes : null
      } else {
        if (part.valueTruncated || part.fieldnameTruncated || typeof part.value !== 'string') {
          throw new HttpError(400, 'VALIDATION_ERROR', `The field ${part.fieldname} is too long.`)
        }
        fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    throw multipartError(error)
  }
  checkTexts('body', fields)
  return { fields: parseRequest(profileFieldsSchema, fields), avatar }
}

export async function profileRoutes(app: FastifyInstance, options: { storage: FileStorage }) {
  const { storage } = options
  await app.register(multipart, {
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: 1,
      fields: MAX_FIELDS,
      parts: MAX_FIELDS + 2,
      fieldSize: MAX_FIELD_BYTES,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') reply.header('cache-control', 'no-store')
    return payload
  })

  const putProfile = async (request: FastifyRequest) => {
    const user = requireUser(request)
    const form = await readProfileForm(request)
    return changeProfile({ db: app.database.db, storage, log: request.log }, user.id, form)
  }
  const profile = { schema: { response: { 200: meAnswerSchema } } }
  app.put('/user', profile, putProfile)
  app.put('/user/', profile, putProfile)

  app.get<{ Params: { name: string } }>('/uploads/avatars/:name', async (request, reply) => {
    const { name } = request.params
    const type = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]
    const file = type ? await storage.get(AVATAR_FOLDER, name) : null
    if (!file || !type) throw new HttpError(404, 'NOT_FOUND', 'There is no such picture.')
    return reply
      .type(type)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .header('content-disposition', 'inline')
      .send(file.stream)
  })
}
