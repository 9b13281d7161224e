// Opening prices the lines again from the catalogue, beside the shared prices. Only the token's
// SHA-256 is stored; to anyone but its owner a revoke is a 404, as for a link that never was.
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

export interface ShareCaller {
  user: User | null
  sentToken: boolean
  cartId: string | null
  revokeKey: string | null
}

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

export function newShareToken(): string {
  return randomBytes(16).toString('base64url')
}

export const shareTokenHash = sha256

const unitPrice = (article: Article) => Math.max(0, article.price - article.discount)
const productName = (article: Article) => `${article.mfrName} ${article.articleName}`.trim()

async function articlesFor(db: AppDatabase, ids: readonly number[], lang: Locale) {
  const found = await articlesByIds(db, [...new Set(ids)], lang)
  return new Map(found.map((article) => [article.articleId, article]))
}

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

const holds = (secret: string | null, hash: string | null) =>
  secret !== null && hash !== null && sha256(secret) === hash

function isOwner(row: SharedListRow, caller: ShareCaller): boolean {
  if (row.ownerUserId) return caller.user?.id === row.ownerUserId
  return holds(caller.revokeKey, row.ownerKeyHash) || holds(caller.cartId, row.ownerCartHash)
}

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
