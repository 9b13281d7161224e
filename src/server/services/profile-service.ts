/**
 * The profile (`PUT /user/`): names, phone and the profile picture. A
 * picture must really be a JPEG, PNG or WebP (its first bytes are read) of at most 2 MB; it
 * is stored through the storage port under a fresh random name and the user's `avatar`
 * becomes `/api/uploads/avatars/<name>` — served from the API host, as the original client
 * expects. The picture it replaces is deleted once the change is committed.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { ProfileFields, User } from '../../domain/account'
import { IMAGE_EXTENSIONS, sniffImageType } from '../../domain/image-type'
import type { AppDatabase } from '../db/database'
import { type ProfileChanges, updateProfile } from '../db/repositories/users-repository'
import { HttpError } from '../http-errors'
import type { FileStorage } from '../providers/storage/file-storage'
import { toUser } from './account-service'

export const AVATAR_FOLDER = 'avatars'
export const AVATAR_URL_PREFIX = '/api/uploads/avatars/'

export const NOT_AN_IMAGE_MESSAGE = 'The profile picture must be a JPEG, PNG or WebP image.'

interface ProfileUpdate {
  fields: ProfileFields
  avatar: Buffer | null
}

export async function changeProfile(
  deps: { db: AppDatabase; storage: FileStorage; log: FastifyBaseLogger },
  userId: string,
  { fields, avatar }: ProfileUpdate,
): Promise<{ user: User }> {
  const changes: ProfileChanges = {}
  if (fields.firstName !== undefined) changes.firstName = fields.firstName
  if (fields.lastName !== undefined) changes.lastName = fields.lastName
  if (fields.phone !== undefined) changes.phone = fields.phone === '' ? null : fields.phone
  if (fields.priceDisplay !== undefined) changes.priceDisplay = fields.priceDisplay

  let storedName: string | null = null
  if (avatar) {
    const type = sniffImageType(avatar)
    if (!type) throw new HttpError(415, 'UNSUPPORTED_IMAGE', NOT_AN_IMAGE_MESSAGE)
    storedName = `${userId}-${randomBytes(12).toString('base64url')}.${IMAGE_EXTENSIONS[type]}`
    await deps.storage.put(AVATAR_FOLDER, storedName, avatar)
    changes.avatar = `${AVATAR_URL_PREFIX}${storedName}`
  } else if (fields.removeAvatar === '1') {
    changes.avatar = null
  }

  const updated = await updateProfile(deps.db, userId, changes).catch(async (error) => {
    if (storedName) await deps.storage.remove(AVATAR_FOLDER, storedName)
    throw error
  })
  if (!updated) {
    if (storedName) await deps.storage.remove(AVATAR_FOLDER, storedName)
    throw new HttpError(401, 'UNAUTHORIZED', 'The session token is not valid.')
  }
  const { row, previousAvatar } = updated
  if (
    previousAvatar &&
    previousAvatar !== row.avatar &&
    previousAvatar.startsWith(AVATAR_URL_PREFIX)
  ) {
    const name = previousAvatar.slice(AVATAR_URL_PREFIX.length)
    await deps.storage.remove(AVATAR_FOLDER, name).catch((error) => {
      deps.log.warn({ err: error, avatar: name }, 'a replaced profile picture was not deleted')
    })
  }
  return { user: toUser(row) }
}
