import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import { MAX_INT4 } from '../../src/domain/int4'
import {
  createSharedListAnswerSchema,
  type SharedListAnswer,
  sharedListAnswerSchema,
} from '../../src/domain/shared-list'
import { articles, sharedLists } from '../../src/server/db/schema'
import { shareTokenHash } from '../../src/server/services/shared-list-service'
import { type SignedUp, signInAsAdmin, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

const DAY_MS = 24 * 60 * 60 * 1000

describe('a cart or job list shared as a link', () => {
  let t: TestApp
  let admin: SignedUp
  let owner: SignedUp
  let other: SignedUp
  /** Articles for sale, in stock: [articleId, price − discount]. */
  let forSale: { articleId: number; price: number }[]

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await signInAsAdmin(t.app)
    owner = await signUp(t.app)
    other = await signUp(t.app)
    const rows = await t.app.database.db
      .select({ articleId: articles.articleId, price: articles.price })
      .from(articles)
      .where(and(gt(articles.price, 1000), gt(articles.stock, 5)))
      .orderBy(asc(articles.articleId))
      .limit(3)
    forSale = rows.map((row) => ({ articleId: row.articleId, price: row.price }))
  })
  afterAll(() => t?.cleanup())

  const share = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/shared', headers, payload: body as object })
  const open = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/shared/${token}`, headers })
  const revoke = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'DELETE', url: `/api/shared/${token}`, headers })
  const as = (who: SignedUp) => ({ authorization: who.token })

  async function shared(body: unknown, headers: Record<string, string> = {}) {
    const response = await share(body, headers)
    expect(response.statusCode, response.body).toBe(201)
    return createSharedListAnswerSchema.parse(response.json())
  }

  const aCart = () => ({
    kind: 'cart',
    lines: forSale
      .slice(0, 2)
      .map((article, i) => ({ articleId: article.articleId, quantity: i + 1 })),
  })

  function expectError(response: { statusCode: number; json(): unknown }, status: number) {
    expect(response.statusCode).toBe(status)
    const body = response.json()
    expect(isApiError(body)).toBe(true)
    return (body as { error: { code: string; message: string } }).error
  }

  it('answers a link on the shop that opens the lines with their prices, names and sums', async () => {
    const [first] = forSale
    if (!first) throw new Error('no articles for sale')
    const body = {
      kind: 'job',
      title: 'Service 60 000 km',
      vehicle: { plate: 'EK 39085', label: 'Volkswagen Golf VII 1.6 TDI' },
      lines: [{ articleId: first.articleId, quantity: 2, note: 'Foran' }],
    }
    const created = await shared(body, as(owner))
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(created.url).toMatch(new RegExp(`^https?://[^/]+/shared/${created.token}$`))
    const expires = Date.parse(created.expiresAt) - Date.now()
    expect(expires).toBeGreaterThan(29.9 * DAY_MS)
    expect(expires).toBeLessThan(30.1 * DAY_MS)

    const response = await open(created.token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const list = sharedListAnswerSchema.parse(response.json())
    expect(list).toMatchObject({
      kind: 'job',
      title: 'Service 60 000 km',
      vehicle: body.vehicle,
      isOwner: false,
      expiresAt: created.expiresAt,
    })
    const [line] = list.lines
    expect(line).toMatchObject({ articleId: first.articleId, quantity: 2, note: 'Foran' })
    expect(line?.price).toBe(line?.priceAtShare)
    expect(line?.name).toContain(line?.mfrName)
    expect(list.totals.inclMva).toBe((line?.price ?? 0) * 2)
    expect(list.totals.exMva + list.totals.mva).toBe(list.totals.inclMva)
  })

  it("shows today's price after an admin changes it, beside the price when shared", async () => {
    const [, second] = forSale
    if (!second) throw new Error('no articles for sale')
    const { token } = await shared({
      kind: 'cart',
      lines: [{ articleId: second.articleId, quantity: 1 }],
    })
    const before = (await open(token)).json() as SharedListAnswer
    const newPrice = second.price + 12_345
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${second.articleId}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { price: newPrice },
    })
    expect(patched.statusCode, patched.body).toBe(200)

    const after = (await open(token)).json() as SharedListAnswer
    const [line] = after.lines
    expect(line?.priceAtShare).toBe(before.lines[0]?.price)
    expect(line?.price).not.toBe(line?.priceAtShare)
    expect((line?.price ?? 0) - (line?.priceAtShare ?? 0)).toBe(12_345)
    expect(after.totals.inclMva).toBe(line?.price)
  })

  it('keeps only a hash of the token in the database', async () => {
    const { token } = await shared(aCart())
    const rows = await t.app.database.db.select().from(sharedLists)
    expect(JSON.stringify(rows)).not.toContain(token)
    const row = rows.find((r) => r.tokenHash === shareTokenHash(token))
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('stops opening a link once it has expired', async () => {
    const { token } = await shared(aCart())
    await t.app.database.db
      .update(sharedLists)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sharedLists.tokenHash, shareTokenHash(token)))
    const error = expectError(await open(token), 404)
    expect(error.code).toBe('SHARED_LIST_NOT_FOUND')
  })

  it('lets its owner revoke the link, after which nobody can open it', async () => {
    const { token } = await shared(aCart(), as(owner))
    expect(((await open(token, as(owner))).json() as SharedListAnswer).isOwner).toBe(true)
    expect(((await open(token, as(other))).json() as SharedListAnswer).isOwner).toBe(false)

    const revoked = await revoke(token, as(owner))
    expect(revoked.statusCode).toBe(204)
    expect(expectError(await open(token, as(owner)), 404).code).toBe('SHARED_LIST_NOT_FOUND')
    expect(expectError(await open(token, as(other)), 404).code).toBe('SHARED_LIST_NOT_FOUND')
    expect(expectError(await revoke(token, as(owner)), 404).code).toBe('SHARED_LIST_NOT_FOUND')
  })

  it('answers another user who tries to revoke as if there were no such link', async () => {
    const { token } = await shared(aCart(), as(owner))
    const unknown = await revoke('AAAAAAAAAAAAAAAAAAAAAA', as(other))
    const refused = await revoke(token, as(other))
    expect(expectError(refused, 404)).toEqual(expectError(unknown, 404))
    expect(expectError(await revoke(token), 401).code).toBe('UNAUTHORIZED')
    expect((await open(token)).statusCode).toBe(200)
  })

  it("lets a guest revoke what it shared with its cart id, and nobody else's", async () => {
    const cartId = randomUUID()
    const { token } = await shared(aCart(), { 'x-cart-id': cartId })
    expect(((await open(token, { 'x-cart-id': cartId })).json() as SharedListAnswer).isOwner).toBe(
      true,
    )
    expectError(await revoke(token, { 'x-cart-id': randomUUID() }), 404)
    expectError(await revoke(token, as(other)), 404)
    expectError(await revoke(token), 404)
    expect((await revoke(token, { 'x-cart-id': cartId })).statusCode).toBe(204)
    expectError(await open(token), 404)
  })

  it('gives a guest without a cart a revoke key that takes the link back from that device only', async () => {
    const mine = await shared(aCart())
    const theirs = await shared(aCart())
    expect(mine.revokeKey).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(theirs.revokeKey).not.toBe(mine.revokeKey)
    expect((await shared(aCart(), as(owner))).revokeKey).toBeUndefined()
    const rows = await t.app.database.db.select().from(sharedLists)
    expect(JSON.stringify(rows)).not.toContain(mine.revokeKey)

    const key = (revokeKey = '') => ({ 'x-share-revoke-key': revokeKey })
    const ownerView = (await open(mine.token, key(mine.revokeKey))).json() as SharedListAnswer
    expect(ownerView.isOwner).toBe(true)
    const otherView = (await open(mine.token, key(theirs.revokeKey))).json() as SharedListAnswer
    expect(otherView.isOwner).toBe(false)
    expectError(await revoke(mine.token, key(theirs.revokeKey)), 404)
    expectError(await revoke(mine.token, key('not a key')), 404)
    expectError(await revoke(mine.token, { 'x-cart-id': randomUUID() }), 404)
    expectError(await revoke(mine.token, as(other)), 404)
    expectError(await revoke(mine.token), 404)
    expect((await open(mine.token)).statusCode).toBe(200)

    expect((await revoke(mine.token, key(mine.revokeKey))).statusCode).toBe(204)
    expectError(await open(mine.token, key(mine.revokeKey)), 404)
    expectError(await revoke(mine.token, key(mine.revokeKey)), 404)
    expect((await open(theirs.token)).statusCode).toBe(200)
  })

  it('takes prices and names from the catalogue, never from the request', async () => {
    const [first] = forSale
    const forged = {
      kind: 'cart',
      lines: [{ articleId: first?.articleId, quantity: 1, price: 1, name: 'Gratis' }],
    }
    expect(expectError(await share(forged), 400).code).toBe('VALIDATION_ERROR')
  })

  it('refuses 10,000 lines, negative or zero quantities and notes past the limit', async () => {
    const [first] = forSale
    const articleId = first?.articleId ?? 1
    const many = { kind: 'cart', lines: Array(10_000).fill({ articleId, quantity: 1 }) }
    const tooMany = await share(many)
    expect(tooMany.statusCode).toBeGreaterThanOrEqual(400)
    expect(tooMany.statusCode).toBeLessThan(500)
    expect(isApiError(tooMany.json())).toBe(true)
    for (const quantity of [-1, 0, 1.5, 1000]) {
      const response = await share({ kind: 'cart', lines: [{ articleId, quantity }] })
      expect(expectError(response, 400).code).toBe('VALIDATION_ERROR')
    }
    const longNote = { kind: 'job', lines: [{ articleId, quantity: 1, note: 'x'.repeat(501) }] }
    expect(expectError(await share(longNote), 400).code).toBe('VALIDATION_ERROR')
    expect(expectError(await share({ kind: 'cart', lines: [] }), 400).code).toBe('VALIDATION_ERROR')
    expect(expectError(await share({ kind: 'order', lines: [{ articleId, quantity: 1 }] }), 400))
  })

  it('refuses unknown article ids, naming them, and stores nothing', async () => {
    const [first] = forSale
    const before = await t.app.database.db.select().from(sharedLists)
    const response = await share({
      kind: 'cart',
      lines: [
        { articleId: first?.articleId, quantity: 1 },
        { articleId: MAX_INT4, quantity: 1 },
        { articleId: MAX_INT4 - 1, quantity: 1 },
      ],
    })
    const error = expectError(response, 422)
    expect(error.code).toBe('UNKNOWN_ARTICLE')
    expect(error.message).toContain(String(MAX_INT4))
    expect(error.message).toContain(String(MAX_INT4 - 1))
    expect(await t.app.database.db.select().from(sharedLists)).toHaveLength(before.length)
  })

  it('answers a token of the wrong shape 400 and a well-formed unknown one 404', async () => {
    for (const bad of ['short', 'x'.repeat(23), 'AAAAAAAAAAAAAAAAAAAA%2B%2B', "'%20or%201=1--"]) {
      expect(expectError(await open(bad), 400).code).toBe('VALIDATION_ERROR')
      expect(expectError(await revoke(bad, as(owner)), 400).code).toBe('VALIDATION_ERROR')
    }
    expect(expectError(await open('AAAAAAAAAAAAAAAAAAAAAA'), 404).code).toBe(
      'SHARED_LIST_NOT_FOUND',
    )
  })

  it('shows a line the shop no longer sells as unavailable, left out of the sums', async () => {
    const [, , third] = forSale
    if (!third) throw new Error('no articles for sale')
    const { token } = await shared({
      kind: 'cart',
      lines: [{ articleId: third.articleId, quantity: 1 }],
    })
    await t.app.database.db
      .update(articles)
      .set({ price: 0 })
      .where(eq(articles.articleId, third.articleId))
    const list = (await open(token)).json() as SharedListAnswer
    expect(list.lines[0]).toMatchObject({ available: false, price: null })
    expect(list.totals).toEqual({ exMva: 0, mva: 0, inclMva: 0 })
  })
})
