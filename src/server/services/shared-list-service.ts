/**
 * Carts and job lists shared as a link. Sharing stores a snapshot: the lines with each
 * article's unit price incl. MVA and names as the catalogue has them then (whatever the client
 * sent besides ids, quantities and notes is never read). Opening prices the lines again from
 * the catalogue, so the page shows today's prices beside the shared ones.
 *
 * The token is 128 random bits; only its SHA-256 is stored. Its owner — the signed-in user,
 * or a guest holding the revoke key its device was given (or its cart id), both hashed — may
 * revoke it; to anyone else a revoke is a 404, as for a link that never was.
 */
import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { User } from '../../domain/account'
import type { Article } from '../../domain/article-schema'
import type { Locale } from '../../domain/locale'
import { quote } from '../../domain/quote'
import {
  type CreateSharedListAnswer,
  type CreateSharedListBody,
  SHARED_LIST_TTL_DAYS,
  type SharedLine,
  type SharedListAnswer,
  type SharedVehicle,
} from '../../domain/shared-list'
import type { AppDatabase } from '../db/database'
import { articlesByIds } from '../db/repositories/articles-repository'
import {
  findLiveSharedList,
  insertSharedList,
  revokeSharedList,
  type SharedListRow,
} from '../db/repositories/shared-lists-repository'
import { HttpError, unauthorized } from '../http-errors'

/** Who is asking: the signed-in user, whether a token was sent, and a guest's cart id and key. */
export interface ShareCaller {
  user: User | null
  sentToken: boolean
  cartId: string | null
  /** The revoke key a guest's device was given with the link. */
  revokeKey: string | null
}

/** A line as stored: what the page shows of it if the catalogue no longer has the article. */
const storedLineSchema = z.object({
  articleId: z.int(),
  quantity: z.int(),
  note: z.string().optional(),
  priceAtShare: z.int(),
  articleNumber: z.string(),
  mfrName: z.string(),
  name: z.string(),
})
type StoredLine = z.infer<typeof storedLineSchema>

export const sharedListNotFound = () =>
  new HttpError(
    404,
    'SHARED_LIST_NOT_FOUND',
    'This link does not exist, has expired or was revoked.',
  )

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A new token: 128 bits from the system's random source, 22 characters of base64url. */
export function newShareToken(): string {
  return randomBytes(16).toString('base64url')
}

export const shareTokenHash = sha256

/** Unit price after discount, øre incl. MVA. */
const unitPrice = (article: Article) => Math.max(0, article.price - article.discount)
/** As the cart names products: brand and part name. */
const productName = (article: Article) => `${article.mfrName} ${article.articleName}`.trim()

async function articlesFor(db: AppDatabase, ids: readonly number[], lang: Locale) {
  const found = await articlesByIds(db, [...new Set(ids)], lang)
  return new Map(found.map((article) => [article.articleId, article]))
}

/** `POST /api/shared`: stores the snapshot and answers its link. */
export async function createSharedList(
  db: AppDatabase,
  input: { body: CreateSharedListBody; caller: ShareCaller; lang: Locale },
): Promise<CreateSharedListAnswer> {
  const { body, caller, lang } = input
  const articles = await articlesFor(
    db,
    body.lines.map((line) => line.articleId),
    lang,
  )
  const unknown = [...new Set(body.lines.map((line) => line.articleId))].filter(
    (id) => !articles.has(id),
  )
  if (unknown.length > 0) {
    throw new HttpError(
      422,
      'UNKNOWN_ARTICLE',
      `The catalogue has no article with the id ${unknown.join(', ')}.`,
    )
  }
  const lines: StoredLine[] = body.lines.map((line) => {
    const article = articles.get(line.articleId) as Article
    return {
      articleId: line.articleId,
      quantity: line.quantity,
      ...(line.note && { note: line.note }),
      priceAtShare: unitPrice(article),
      articleNumber: article.articleNumber,
      mfrName: article.mfrName,
      name: productName(article),
    }
  })
  const token = newShareToken()
  // A guest may have no server cart yet: the key lets the device that shared take it back.
  const revokeKey = caller.user ? null : newShareToken()
  const row = await insertSharedList(
    db,
    {
      tokenHash: shareTokenHash(token),
      kind: body.kind,
      title: body.title ?? null,
      vehicle: body.vehicle ?? null,
      lines,
      ownerUserId: caller.user?.id ?? null,
      ownerCartHash: !caller.user && caller.cartId ? sha256(caller.cartId) : null,
      ownerKeyHash: revokeKey ? sha256(revokeKey) : null,
    },
    SHARED_LIST_TTL_DAYS,
  )
  if (!row) throw new Error('the shared list was not stored')
  return {
    token,
    url: `/shared/${token}`,
    expiresAt: row.expiresAt.toISOString(),
    ...(revokeKey && { revokeKey }),
  }
}

/** Whether `secret`, sent by the caller, is the one whose hash the row keeps. */
const holds = (secret: string | null, hash: string | null) =>
  secret !== null && hash !== null && sha256(secret) === hash

function isOwner(row: SharedListRow, caller: ShareCaller): boolean {
  if (row.ownerUserId) return caller.user?.id === row.ownerUserId
  return holds(caller.revokeKey, row.ownerKeyHash) || holds(caller.cartId, row.ownerCartHash)
}

/** Today's line: the catalogue's price and stock beside the shared price. */
function lineToday(stored: StoredLine, article: Article | undefined): SharedLine {
  const image = article?.images[0]?.imageURL400
  const base = {
    articleId: stored.articleId,
    articleNumber: article?.articleNumber ?? stored.articleNumber,
    mfrName: article?.mfrName ?? stored.mfrName,
    name: article ? productName(article) : stored.name,
    ...(image && { image }),
    quantity: stored.quantity,
    ...(stored.note && { note: stored.note }),
    priceAtShare: stored.priceAtShare,
  }
  if (!article?.available) return { ...base, price: null, available: false }
  return {
    ...base,
    price: unitPrice(article),
    available: true,
    ...(article.availability && { availability: article.availability }),
    ...(article.stock !== undefined && { stock: article.stock }),
  }
}

/** `GET /api/shared/{token}`: the snapshot at today's prices, or a 404. */
export async function readSharedList(
  db: AppDatabase,
  input: { token: string; caller: ShareCaller; lang: Locale },
): Promise<SharedListAnswer> {
  const row = await findLiveSharedList(db, shareTokenHash(input.token))
  if (!row) throw sharedListNotFound()
  const stored = z.array(storedLineSchema).parse(row.lines)
  const articles = await articlesFor(
    db,
    stored.map((line) => line.articleId),
    input.lang,
  )
  const lines = stored.map((line) => lineToday(line, articles.get(line.articleId)))
  const sold = lines.flatMap(({ price, quantity }) =>
    price === null ? [] : [{ unitInclMva: price, quantity }],
  )
  const vehicle = row.vehicle as SharedVehicle | null
  return {
    kind: row.kind,
    ...(row.title !== null && { title: row.title }),
    ...(vehicle && { vehicle }),
    lines,
    totals: quote(sold).totals,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isOwner: isOwner(row, input.caller),
  }
}

/**
 * `DELETE /api/shared/{token}`: the owner takes the link back. A link a user shared asks for
 * that user's token (401 without one); anyone else is told, as for an unknown link, 404.
 */
export async function revokeShared(
  db: AppDatabase,
  input: { token: string; caller: ShareCaller },
): Promise<void> {
  const row = await findLiveSharedList(db, shareTokenHash(input.token))
  if (!row) throw sharedListNotFound()
  if (row.ownerUserId && !input.caller.user) {
    throw unauthorized(input.caller.sentToken ? 'invalid' : 'missing')
  }
  if (!isOwner(row, input.caller)) throw sharedListNotFound()
  await revokeSharedList(db, row.id)
}
