import { CLIENT_OUTDATED_MESSAGE } from '../../src/domain/payload-version'
import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, gt, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Cart, computeTotals, MAX_CART_LINES } from '../../src/domain/cart'
import {
  CART_BODY_LIMIT,
  type CartAnswer,
  cartAnswerSchema,
  type UpdateCartBody,
} from '../../src/domain/cart-schema'
import { articles, cartLines, cartRequests, carts } from '../../src/server/db/schema'
import { type SignedUp, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

type Article = typeof articles.$inferSelect

describe('the server cart (/api/cart)', () => {
  let t: TestApp
  /** Priced catalogue articles, lowest ids first. */
  let sample: Article[]
  const db = () => t.app.database.db

  beforeAll(async () => {
    t = await buildTestApp()
    sample = await db()
      .select()
      .from(articles)
      .where(gt(articles.price, 0))
      .orderBy(asc(articles.articleId))
      .limit(MAX_CART_LINES + 1)
    // At least one article with a discount, so "price after discount" is tested.
    const first = sample[0] as Article
    if (first.discount === 0) {
      await db()
        .update(articles)
        .set({ discount: Math.floor(first.price / 10) })
        .where(eq(articles.articleId, first.articleId))
      first.discount = Math.floor(first.price / 10)
    }
  })
  afterAll(() => t?.cleanup())

  const article = (index: number) => sample[index] as Article
  const netPrice = (a: Article) => a.price - a.discount
  const line = (a: Article, quantity: number) => ({
    articleId: a.articleId,
    articleNumber: a.articleNumber,
    mfrName: a.mfrName,
    quantity,
  })

  interface Call {
    key?: string | null
    token?: string
    lang?: string
  }
  const headersOf = ({ key, token }: Call) => ({
    ...(key !== null && { 'idempotency-key': key ?? randomUUID() }),
    ...(token && { authorization: token }),
  })
  const create = (body: unknown, call: Call = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/cart/create-cart${call.lang ? `?lang=${call.lang}` : ''}`,
      headers: headersOf(call),
      payload: body as object,
    })
  const update = (body: unknown, call: Call = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/update-cart',
      headers: headersOf(call),
      payload: body as object,
    })
  const read = (cartId: string, call: Call = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/cart/${cartId}`,
      headers: call.token ? { authorization: call.token } : {},
    })
  const answerOf = (response: LightMyRequestResponse): CartAnswer => {
    expect(response.statusCode, response.body).toBeLessThan(300)
    return cartAnswerSchema.parse(response.json())
  }
  const errorOf = (response: LightMyRequestResponse) => response.json().error as { code: string }
  /** A new anonymous cart with these lines. */
  const newCart = async (items: unknown[], call: Call = {}) =>
    answerOf(await create({ newState: { items } }, call))
  const cartCount = async () => (await db().select({ n: count() }).from(carts))[0]?.n ?? 0
  const quantities = (cart: Cart) => cart.items.map((item) => [item.articleNumber, item.quantity])

  describe('prices', () => {
    it('tells each line’s stock, so the device can name a sold-out line before checkout', async () => {
      const [empty] = await db()
        .select()
        .from(articles)
        .where(and(gt(articles.price, 0), eq(articles.stock, 0)))
        .limit(1)
      if (!empty) throw new Error('the demo catalogue has no sold-out article')
      const answer = await newCart([line(empty, 1)])
      expect(answer.dropped).toEqual([])
      expect(answer.cart.items[0]?.product.availability).toBe('out-of-stock')
    })

    it('prices every line from the catalogue and ignores the prices the device sent', async () => {
      const [a, b] = [article(0), article(1)]
      const tampered = (x: Article, quantity: number) => ({
        articleId: x.articleId,
        articleNumber: x.articleNumber,
        product: { articleNumber: x.articleNumber, name: 'Billig', price: 1, discount: 0 },
        options: [],
        price: 1,
        total: quantity,
        quantity,
      })
      const response = await create({
        newState: {
          cartId: '',
          lastItemId: 2,
          items: [tampered(a, 2), tampered(b, 3)],
          subtotal: 5,
          totals: [{ title: 'SHIPPING', price: 0 }],
          total: 5,
          quantity: 5,
        },
      })
      expect(response.statusCode).toBe(201)
      expect(response.headers['cache-control']).toBe('no-store')
      const { cart, cartId, version, dropped, conflict } = answerOf(response)
      expect(version).toBe(1)
      expect(dropped).toEqual([])
      expect(conflict).toBe(false)
      expect(cart.cartId).toBe(cartId)
      expect(cart.items.map((item) => [item.articleNumber, item.price, item.total])).toEqual([
        [a.articleNumber, netPrice(a), netPrice(a) * 2],
        [b.articleNumber, netPrice(b), netPrice(b) * 3],
      ])
      expect(cart.items[0]?.product).toMatchObject({
        articleId: a.articleId,
        articleNumber: a.articleNumber,
        mfrName: a.mfrName,
        name: `${a.mfrName} ${a.articleNameNo}`,
        price: a.price,
        discount: a.discount,
        image: `/part-images/${a.partTypeId}.svg`,
      })
      expect(a.discount).toBeGreaterThan(0)
    })

    it('answers totals equal to computeTotals of the server lines (shipping and MVA included)', async () => {
      const { cart } = await newCart([line(article(2), 1), line(article(3), 4)])
      const sums = computeTotals(cart.items)
      expect(cart).toMatchObject(sums)
      const subtotal = netPrice(article(2)) + netPrice(article(3)) * 4
      expect(cart.subtotal).toBe(subtotal)
      expect(cart.total).toBe(subtotal + 2500)
      expect(cart.quantity).toBe(5)
      expect(cart.totals).toEqual([
        { title: 'SHIPPING', price: 2500 },
        { title: 'TAX', price: Math.round(((subtotal + 2500) * 0.25) / 1.25) },
      ])
    })

    it('keeps an empty cart empty, with no shipping', async () => {
      const { cart, version } = await newCart([])
      expect(version).toBe(1)
      expect(cart).toMatchObject({ items: [], subtotal: 0, total: 0, totals: [], quantity: 0 })
    })

    it('finds articles by id and names them in the language asked', async () => {
      const [a, b] = [article(4), article(5)]
      const { cart } = await newCart(
        [
          { articleId: a.articleId, quantity: 1 },
          { articleId: b.articleId, articleNumber: 'as-the-device-wrote-it', quantity: 2 },
        ],
        { lang: 'en' },
      )
      expect(cart.items.map((item) => [item.articleId, item.articleNumber, item.quantity])).toEqual(
        [
          [a.articleId, a.articleNumber, 1],
          [b.articleId, b.articleNumber, 2],
        ],
      )
      expect(cart.items[0]?.product.name).toBe(`${a.mfrName} ${a.articleNameEn}`)
    })
  })

  describe('two brands sharing an article number', () => {
    const twinOf = (a: Article, articleId: number): Article => ({
      ...a,
      articleId,
      mfrName: `TWIN ${articleId}`,
      price: a.price + 12_300,
      discount: 0,
    })

    it('keeps both lines apart, each its own article at its own price, through create, update and read', async () => {
      const a = article(6)
      const twin = twinOf(a, 2_000_000_001)
      await db().insert(articles).values(twin)
      const created = await newCart([line(a, 1), line(twin, 2)])
      const shown = (cart: Cart) =>
        cart.items.map((item) => [
          item.articleId,
          item.articleNumber,
          item.product.mfrName,
          item.price,
          item.quantity,
        ])
      expect(shown(created.cart)).toEqual([
        [a.articleId, a.articleNumber, a.mfrName, netPrice(a), 1],
        [twin.articleId, a.articleNumber, twin.mfrName, twin.price, 2],
      ])
      expect(created.dropped).toEqual([])

      const updated = answerOf(
        await update({ cartId: created.cartId, newState: { items: [line(twin, 3), line(a, 4)] } }),
      )
      expect(shown(updated.cart)).toEqual([
        [twin.articleId, a.articleNumber, twin.mfrName, twin.price, 3],
        [a.articleId, a.articleNumber, a.mfrName, netPrice(a), 4],
      ])
      expect(answerOf(await read(created.cartId)).cart).toEqual(updated.cart)
      const stored = await db()
        .select({ articleId: cartLines.articleId, quantity: cartLines.quantity })
        .from(cartLines)
        .where(eq(cartLines.cartId, created.cartId))
        .orderBy(asc(cartLines.position))
      expect(stored).toEqual([
        { articleId: twin.articleId, quantity: 3 },
        { articleId: a.articleId, quantity: 4 },
      ])
    })

    it('refuses a line that names its article by number only, with 400 and a message saying so', async () => {
      const before = await cartCount()
      const a = article(6)
      for (const bad of [
        { articleNumber: a.articleNumber, quantity: 1 },
        { articleNumber: a.articleNumber, mfrName: a.mfrName, quantity: 1 },
        { articleId: String(a.articleId), quantity: 1 },
      ]) {
        const response = await create({ newState: { items: [bad] } })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({
          error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/articleId/) },
        })
      }
      expect(await cartCount()).toBe(before)
    })
  })

  describe('lines it cannot keep', () => {
    it('drops an unknown article and says so, keeping the other lines', async () => {
      const a = article(7)
      const response = await create({
        newState: {
          items: [
            { articleId: 2_146_000_000, articleNumber: 'NO-SUCH-PART-42', quantity: 3 },
            line(a, 1),
            { articleId: 2_147_000_000, quantity: 1 },
          ],
        },
      })
      const { cart, dropped, cartId } = answerOf(response)
      expect(quantities(cart)).toEqual([[a.articleNumber, 1]])
      expect(dropped).toEqual([
        {
          articleNumber: 'NO-SUCH-PART-42',
          articleId: 2_146_000_000,
          reason: 'UNKNOWN_ARTICLE',
          message: expect.any(String),
        },
        { articleId: 2_147_000_000, reason: 'UNKNOWN_ARTICLE', message: expect.any(String) },
      ])
      expect(dropped[0]?.message).toMatch(/no such article/)
      const stored = await db()
        .select({ articleId: cartLines.articleId })
        .from(cartLines)
        .where(eq(cartLines.cartId, cartId))
      expect(stored).toEqual([{ articleId: a.articleId }])
    })

    it('drops an article without a price, options the article does not offer, and a second line of one article', async () => {
      const [a, b, unpriced] = [article(8), article(9), article(10)]
      await db()
        .update(articles)
        .set({ price: 0, discount: 0 })
        .where(eq(articles.articleId, unpriced.articleId))
      const { cart, dropped } = await newCart([
        line(a, 1),
        line(unpriced, 1),
        { ...line(b, 1), options: [{ name: 'Farge', value: 'Rød' }] },
        { articleId: a.articleId, quantity: 5 },
      ])
      expect(quantities(cart)).toEqual([[a.articleNumber, 1]])
      expect(dropped.map((d) => [d.articleNumber, d.reason])).toEqual([
        [unpriced.articleNumber, 'NOT_FOR_SALE'],
        [b.articleNumber, 'OPTIONS_NOT_OFFERED'],
        [a.articleNumber, 'DUPLICATE_LINE'],
      ])
    })
  })

  describe('queued requests from an outdated app', () => {
    it('answers 426 CLIENT_OUTDATED to a payload version it does not know, storing nothing', async () => {
      const before = await cartCount()
      for (const version of ['99', '0', 'x']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/cart/create-cart',
          headers: { 'idempotency-key': randomUUID(), 'x-payload-version': version },
          payload: { newState: { items: [line(article(0), 1)] } },
        })
        expect(response.statusCode).toBe(426)
        expect(errorOf(response)).toEqual({
          code: 'CLIENT_OUTDATED',
          message: CLIENT_OUTDATED_MESSAGE,
        })
      }
      expect(await cartCount()).toBe(before)
    })

    it('answers 426 to version 1, whose lines had no article ids, and takes version 2 and requests without a version (the spec’s client)', async () => {
      const old = await t.app.inject({
        method: 'POST',
        url: '/api/cart/create-cart',
        headers: { 'idempotency-key': randomUUID(), 'x-payload-version': '1' },
        payload: {
          newState: { items: [{ articleNumber: article(0).articleNumber, quantity: 1 }] },
        },
      })
      expect(old.statusCode).toBe(426)
      for (const headers of [{ 'x-payload-version': '2' }, {}]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/cart/create-cart',
          headers: { 'idempotency-key': randomUUID(), ...headers },
          payload: { newState: { items: [line(article(0), 1)] } },
        })
        expect(response.statusCode).toBe(201)
      }
    })
  })

  describe('bad input', () => {
    const badQuantities: [string, unknown][] = [
      ['zero', 0],
      ['negative', -1],
      ['fractional', 1.5],
      ['over 999', 1000],
      ['non-numeric', 'abc'],
      ['a numeric string', '5'],
      ['huge', 1e308],
      ['missing', undefined],
    ]

    it.each(badQuantities)(
      'refuses a %s quantity on create with 400 and stores nothing',
      async (_, quantity) => {
        const before = await cartCount()
        const response = await create({
          newState: { items: [{ articleId: article(0).articleId, quantity }] },
        })
        expect(response.statusCode).toBe(400)
        expect(errorOf(response).code).toBe('VALIDATION_ERROR')
        expect(response.json().error.message).toMatch(/quantity/)
        expect(await cartCount()).toBe(before)
      },
    )

    it.each(badQuantities)(
      'refuses a %s quantity on update with 400 and changes nothing',
      async (_, quantity) => {
        const first = await newCart([line(article(0), 2)])
        const response = await update({
          cartId: first.cartId,
          newState: { items: [{ articleId: article(0).articleId, quantity }] },
        })
        expect(response.statusCode).toBe(400)
        expect(errorOf(response).code).toBe('VALIDATION_ERROR')
        expect(answerOf(await read(first.cartId))).toEqual(first)
      },
    )

    it(`refuses more than ${MAX_CART_LINES} lines`, async () => {
      // Read again: other tests took prices away from some of `sample`.
      const priced = await db()
        .select({ articleId: articles.articleId })
        .from(articles)
        .where(gt(articles.price, 0))
        .orderBy(asc(articles.articleId))
        .limit(MAX_CART_LINES + 1)
      const items = priced.map(({ articleId }) => ({ articleId, quantity: 1 }))
      const response = await create({ newState: { items } })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).code).toBe('VALIDATION_ERROR')
      const full = await newCart(items.slice(0, MAX_CART_LINES))
      expect(full.cart.items).toHaveLength(MAX_CART_LINES)
    })

    it('refuses a line naming no article, and a body without newState', async () => {
      for (const body of [{ newState: { items: [{ quantity: 1 }] } }, {}, { newState: {} }]) {
        const response = await create(body)
        expect(response.statusCode).toBe(400)
        expect(errorOf(response).code).toBe('VALIDATION_ERROR')
      }
    })

    it('wants an Idempotency-Key on every write (400 without one or with a bad one), storing nothing', async () => {
      const before = await cartCount()
      const body = { newState: { items: [line(article(0), 1)] } }
      const missing = await create(body, { key: null })
      expect(missing.statusCode).toBe(400)
      expect(errorOf(missing).code).toBe('IDEMPOTENCY_KEY_REQUIRED')
      for (const key of ['short', 'has space in it', 'x'.repeat(129), 'æøå-nøkkel-123']) {
        const bad = await create(body, { key })
        expect(bad.statusCode).toBe(400)
        expect(errorOf(bad).code).toBe('INVALID_IDEMPOTENCY_KEY')
      }
      const { cartId } = await newCart([line(article(0), 1)])
      const noKey = await update({ cartId, newState: { items: [] } }, { key: null })
      expect(noKey.statusCode).toBe(400)
      expect(errorOf(noKey).code).toBe('IDEMPOTENCY_KEY_REQUIRED')
      expect(await cartCount()).toBe(before + 1)
      expect((await read(cartId)).json().version).toBe(1)
    })

    it('refuses a missing or malformed cartId with 400', async () => {
      const items = { items: [line(article(0), 1)] }
      for (const cartId of [undefined, '', 'abc', '12345', `${randomUUID()}x`, 42]) {
        const response = await update({ cartId, newState: items })
        expect(response.statusCode).toBe(400)
        expect(errorOf(response).code).toBe('VALIDATION_ERROR')
        expect(response.json().error.message).toMatch(/cartId/)
      }
      const get = await read('not-a-cart-id')
      expect(get.statusCode).toBe(400)
      expect(errorOf(get).code).toBe('VALIDATION_ERROR')
    })

    it('answers 404 CART_NOT_FOUND for a well-formed id no cart has', async () => {
      const cartId = randomUUID()
      const response = await update({ cartId, newState: { items: [line(article(0), 1)] } })
      expect(response.statusCode).toBe(404)
      expect(errorOf(response).code).toBe('CART_NOT_FOUND')
      expect((await read(cartId)).statusCode).toBe(404)
      expect(await db().select().from(carts).where(eq(carts.id, cartId))).toEqual([])
    })

    it(`refuses a body over ${CART_BODY_LIMIT} bytes with 413, a 10 MB cart too, storing nothing`, async () => {
      const before = await cartCount()
      const padding = 'x'.repeat(CART_BODY_LIMIT)
      const big = await create({ newState: { items: [line(article(0), 1)] }, padding })
      expect(big.statusCode).toBe(413)
      expect(big.json()).toEqual({
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message: expect.stringContaining(String(CART_BODY_LIMIT)),
        },
      })
      const items = Array.from({ length: 10 * 1024 }, () => ({
        articleNumber: 'A'.repeat(100),
        quantity: 1,
        product: { name: 'n'.repeat(900) },
      }))
      const huge = await create({ newState: { items } })
      expect(huge.statusCode).toBe(413)
      const { cartId } = await newCart([])
      const tooBigUpdate = await update({ cartId, newState: { items } })
      expect(tooBigUpdate.statusCode).toBe(413)
      expect(await cartCount()).toBe(before + 1)
    })
  })

  describe('exactly once', () => {
    it('applies a replayed update once: same answer, version up by one, quantities not doubled', async () => {
      const a = article(11)
      const { cartId } = await newCart([line(a, 2)])
      const key = randomUUID()
      const body: UpdateCartBody = { cartId, baseVersion: 1, newState: { items: [line(a, 5)] } }
      const first = await update(body, { key })
      const again = await update(body, { key })
      expect(first.statusCode).toBe(200)
      expect(first.headers['idempotent-replayed']).toBeUndefined()
      expect(again.statusCode).toBe(200)
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(answerOf(again)).toEqual(answerOf(first))
      expect(answerOf(first).version).toBe(2)
      const stored = answerOf(await read(cartId))
      expect(stored.version).toBe(2)
      expect(quantities(stored.cart)).toEqual([[a.articleNumber, 5]])
    })

    it('answers the stored answer to a replay even after later changes, without undoing them', async () => {
      const a = article(12)
      const { cartId } = await newCart([line(a, 1)])
      const key = randomUUID()
      const body = { cartId, newState: { items: [line(a, 3)] } }
      const first = answerOf(await update(body, { key }))
      await update({ cartId, newState: { items: [line(a, 7)] } })
      const replayed = answerOf(await update(body, { key }))
      expect(replayed).toEqual(first)
      const stored = answerOf(await read(cartId))
      expect(stored.version).toBe(3)
      expect(quantities(stored.cart)).toEqual([[a.articleNumber, 7]])
    })

    it('refuses the same key with a different body (422) and changes nothing', async () => {
      const a = article(13)
      const { cartId } = await newCart([line(a, 1)])
      const key = randomUUID()
      answerOf(await update({ cartId, newState: { items: [line(a, 2)] } }, { key }))
      const other = await update({ cartId, newState: { items: [line(a, 9)] } }, { key })
      expect(other.statusCode).toBe(422)
      expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED')
      const otherBase = await update(
        { cartId, baseVersion: 1, newState: { items: [line(a, 2)] } },
        { key },
      )
      expect(otherBase.statusCode).toBe(422)
      const stored = answerOf(await read(cartId))
      expect([stored.version, quantities(stored.cart)]).toEqual([2, [[a.articleNumber, 2]]])
    })

    it('refuses a create key reused for an update (422)', async () => {
      const key = randomUUID()
      const { cartId } = await newCart([line(article(0), 1)], { key })
      const response = await update({ cartId, newState: { items: [] } }, { key })
      expect(response.statusCode).toBe(422)
      expect(errorOf(response).code).toBe('IDEMPOTENCY_KEY_REUSED')
    })

    it('applies 20 identical concurrent updates once', async () => {
      const [a, b] = [article(14), article(15)]
      const { cartId } = await newCart([line(a, 1)])
      const key = randomUUID()
      const body = { cartId, baseVersion: 1, newState: { items: [line(a, 4), line(b, 1)] } }
      const responses = await Promise.all(Array.from({ length: 20 }, () => update(body, { key })))
      const answers = responses.map(answerOf)
      for (const answer of answers) expect(answer).toEqual(answers[0])
      expect(answers[0]?.version).toBe(2)
      expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19)
      const [cart] = await db().select().from(carts).where(eq(carts.id, cartId))
      expect(cart?.version).toBe(2)
      const requests = await db().select().from(cartRequests).where(eq(cartRequests.cartId, cartId))
      expect(requests.map((r) => r.key).sort()).toHaveLength(2) // the create's and this one
      expect(quantities(answerOf(await read(cartId)).cart)).toEqual([
        [a.articleNumber, 4],
        [b.articleNumber, 1],
      ])
    })

    it('applies 20 different concurrent updates of one cart one after another', async () => {
      const a = article(16)
      const { cartId } = await newCart([line(a, 1)])
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          update({ cartId, newState: { items: [line(a, i + 1)] } }),
        ),
      )
      const versions = responses.map((r) => answerOf(r).version).sort((x, y) => x - y)
      expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => i + 2))
      const last = responses.map(answerOf).find((answer) => answer.version === 21)
      expect(answerOf(await read(cartId)).cart).toEqual(last?.cart)
    })

    it('answers a replayed create with the same cart and makes no second one', async () => {
      const key = randomUUID()
      const body = { newState: { items: [line(article(17), 2)] } }
      const before = await cartCount()
      const first = await create(body, { key })
      const again = await create(body, { key })
      expect(again.statusCode).toBe(201)
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(answerOf(again)).toEqual(answerOf(first))
      expect(await cartCount()).toBe(before + 1)
      const changed = await create({ newState: { items: [line(article(17), 3)] } }, { key })
      expect(changed.statusCode).toBe(422)
      expect(await cartCount()).toBe(before + 1)
    })

    it('makes one cart of 20 identical concurrent creates', async () => {
      const key = randomUUID()
      const before = await cartCount()
      const body = { newState: { items: [line(article(18), 1)] } }
      const responses = await Promise.all(Array.from({ length: 20 }, () => create(body, { key })))
      const ids = new Set(responses.map((r) => answerOf(r).cartId))
      expect(ids.size).toBe(1)
      expect(await cartCount()).toBe(before + 1)
    })
  })

  describe('who may see a cart', () => {
    let owner: SignedUp
    let stranger: SignedUp
    beforeAll(async () => {
      owner = await signUp(t.app)
      stranger = await signUp(t.app)
    })

    it("keeps a signed-in user's cart theirs: 404 for another user, 401 without a token", async () => {
      const a = article(19)
      const mine = await newCart([line(a, 1)], { token: owner.token })
      const [row] = await db().select().from(carts).where(eq(carts.id, mine.cartId))
      expect(row?.userId).toBe(owner.user.id)

      const theirs = await update(
        { cartId: mine.cartId, newState: { items: [line(a, 9)] } },
        { token: stranger.token },
      )
      expect(theirs.statusCode).toBe(404)
      expect(errorOf(theirs).code).toBe('CART_NOT_FOUND')
      expect((await read(mine.cartId, { token: stranger.token })).statusCode).toBe(404)

      const anonymous = await update({ cartId: mine.cartId, newState: { items: [] } })
      expect(anonymous.statusCode).toBe(401)
      expect(errorOf(anonymous).code).toBe('UNAUTHORIZED')
      expect((await read(mine.cartId)).statusCode).toBe(401)

      const stored = answerOf(await read(mine.cartId, { token: owner.token }))
      expect([stored.version, quantities(stored.cart)]).toEqual([1, [[a.articleNumber, 1]]])
      const own = await update(
        { cartId: mine.cartId, newState: { items: [line(a, 2)] } },
        { token: owner.token },
      )
      expect(answerOf(own).version).toBe(2)
    })

    it('does not hand another user the cart of a replayed create key', async () => {
      const key = randomUUID()
      const body = { newState: { items: [line(article(20), 1)] } }
      answerOf(await create(body, { key, token: owner.token }))
      const theirs = await create(body, { key, token: stranger.token })
      expect(theirs.statusCode).toBe(422)
      expect((await create(body, { key })).statusCode).toBe(401)
      expect((await create(body, { key, token: owner.token })).statusCode).toBe(201)
    })

    it('lets whoever has the id of an anonymous cart read and update it', async () => {
      const a = article(21)
      const { cartId } = await newCart([line(a, 1)])
      const updated = await update({ cartId, newState: { items: [line(a, 3)] } })
      expect(answerOf(updated).version).toBe(2)
      expect(answerOf(await read(cartId)).cart.quantity).toBe(3)
      const [row] = await db().select().from(carts).where(eq(carts.id, cartId))
      expect(row?.userId).toBeNull()
    })

    it('makes an anonymous cart theirs who update it signed in, so it follows their account', async () => {
      const a = article(21)
      const { cartId } = await newCart([line(a, 1)])
      const claimed = await update(
        { cartId, newState: { items: [line(a, 2)] } },
        { token: owner.token },
      )
      expect(answerOf(claimed).version).toBe(2)
      const [row] = await db().select().from(carts).where(eq(carts.id, cartId))
      expect(row?.userId).toBe(owner.user.id)
      expect((await read(cartId)).statusCode).toBe(401)
      const theirs = await update(
        { cartId, newState: { items: [line(a, 5)] } },
        { token: stranger.token },
      )
      expect(theirs.statusCode).toBe(404)
      expect(answerOf(await read(cartId, { token: owner.token })).cart.quantity).toBe(2)
    })
  })

  describe("the account's cart (GET /cart/mine)", () => {
    const mine = (call: Call = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/cart/mine${call.lang ? `?lang=${call.lang}` : ''}`,
        headers: call.token ? { authorization: call.token } : {},
      })
    /** An order placed by `who` from the server cart `cartId`. */
    const order = async (who: SignedUp, cartId: string) => {
      const [inStock] = await db()
        .select()
        .from(articles)
        .where(and(gt(articles.price, 0), gt(articles.stock, 0)))
        .orderBy(asc(articles.articleId))
        .limit(1)
      if (!inStock) throw new Error('the demo catalogue has nothing to sell')
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/order/create-order',
        headers: { 'idempotency-key': randomUUID(), authorization: who.token },
        payload: {
          items: [{ articleId: inStock.articleId, quantity: 1 }],
          contact: { email: who.email },
          shippingAddress: {
            firstName: 'Kari',
            lastName: 'Nordmann',
            address1: 'Storgata 1',
            city: 'Oslo',
            postcode: '0155',
          },
          deliveryMethod: 'standard',
          acceptTerms: true,
          acceptCancellationRight: true,
          cartId,
        },
      })
      expect(placed.statusCode, placed.body).toBe(201)
    }

    it('answers the latest changed cart with lines, priced now, and never one an order was made from', async () => {
      const person = await signUp(t.app)
      const [a, b] = [article(28), article(29)]
      const older = await newCart([line(a, 1)], { token: person.token })
      const newer = await newCart([line(b, 2)], { token: person.token })
      await newCart([], { token: person.token })

      const got = await mine({ token: person.token })
      expect(got.headers['cache-control']).toBe('no-store')
      expect(answerOf(got)).toEqual(newer)

      const changed = answerOf(
        await update(
          { cartId: older.cartId, newState: { items: [line(a, 3)] } },
          { token: person.token },
        ),
      )
      expect(answerOf(await mine({ token: person.token, lang: 'en' }))).toMatchObject({
        cartId: older.cartId,
        version: changed.version,
        cart: { quantity: 3 },
      })

      await order(person, older.cartId)
      expect(answerOf(await mine({ token: person.token })).cartId).toBe(newer.cartId)
      await order(person, newer.cartId)
      const none = await mine({ token: person.token })
      expect(none.statusCode).toBe(404)
      expect(errorOf(none).code).toBe('CART_NOT_FOUND')
    })

    it('answers 404 CART_NOT_FOUND to an account with no cart, or only an empty one', async () => {
      const person = await signUp(t.app)
      const fresh = await mine({ token: person.token })
      expect(fresh.statusCode).toBe(404)
      expect(errorOf(fresh).code).toBe('CART_NOT_FOUND')
      const { cartId } = await newCart([line(article(30), 1)], { token: person.token })
      await update({ cartId, newState: { items: [] } }, { token: person.token })
      expect((await mine({ token: person.token })).statusCode).toBe(404)
    })

    it("never answers another user's cart, nor an anonymous one", async () => {
      const [person, other] = [await signUp(t.app), await signUp(t.app)]
      await newCart([line(article(31), 1)], { token: other.token })
      await newCart([line(article(32), 1)])
      expect((await mine({ token: person.token })).statusCode).toBe(404)
      const own = await newCart([line(article(33), 1)], { token: person.token })
      expect(answerOf(await mine({ token: person.token })).cartId).toBe(own.cartId)
    })

    it('answers 401 without a token or with one the server did not sign', async () => {
      for (const call of [{}, { token: 'Bearer not.a.token' }]) {
        const response = await mine(call)
        expect(response.statusCode).toBe(401)
        expect(errorOf(response).code).toBe('UNAUTHORIZED')
      }
    })
  })

  describe('two devices (last writer wins for the whole cart)', () => {
    it('takes the later whole state when the base version is behind, and says it was a conflict', async () => {
      const [a, b, c] = [article(22), article(23), article(24)]
      const { cartId, version } = await newCart([line(a, 1)])
      // Device A adds b, based on version 1.
      const fromA = answerOf(
        await update({
          cartId,
          baseVersion: version,
          newState: { items: [line(a, 1), line(b, 2)] },
        }),
      )
      expect([fromA.version, fromA.conflict]).toEqual([2, false])
      // Device B, still at version 1, changes a and adds c: its whole cart wins.
      const fromB = answerOf(
        await update({
          cartId,
          baseVersion: version,
          newState: { items: [line(a, 5), line(c, 1)] },
        }),
      )
      expect([fromB.version, fromB.conflict]).toEqual([3, true])
      const stored = answerOf(await read(cartId))
      expect(quantities(stored.cart)).toEqual([
        [a.articleNumber, 5],
        [c.articleNumber, 1],
      ])
      expect(stored.version).toBe(3)
      // Without a base version the write simply wins, no conflict reported.
      const plain = answerOf(await update({ cartId, newState: { items: [line(b, 1)] } }))
      expect([plain.version, plain.conflict]).toEqual([4, false])
    })

    it('keeps the version of the write that last set a line', async () => {
      const [a, b] = [article(25), article(26)]
      const { cartId } = await newCart([line(a, 1), line(b, 1)])
      await update({ cartId, newState: { items: [line(a, 1), line(b, 4)] } })
      const rows = await db()
        .select({ articleId: cartLines.articleId, version: cartLines.version })
        .from(cartLines)
        .where(and(eq(cartLines.cartId, cartId)))
        .orderBy(asc(cartLines.position))
      expect(rows).toEqual([
        { articleId: a.articleId, version: 1 },
        { articleId: b.articleId, version: 2 },
      ])
    })
  })

  it('answers a device that lost its copy with the stored cart, priced now', async () => {
    const a = article(27)
    const { cartId, cart } = await newCart([line(a, 2)])
    const got = await read(cartId)
    expect(got.headers['cache-control']).toBe('no-store')
    expect(answerOf(got)).toEqual({
      success: true,
      cartId,
      version: 1,
      cart,
      dropped: [],
      conflict: false,
    })
    await db()
      .update(articles)
      .set({ price: sql`${articles.price} + 1000` })
      .where(eq(articles.articleId, a.articleId))
    const repriced = answerOf(await read(cartId))
    expect(repriced.cart.items[0]?.price).toBe(netPrice(a) + 1000)
    expect(repriced.cart.total).toBe(cart.total + 2000)
  })

  it('answers a wrong method on a cart path with 405', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cart/create-cart' })
    expect(response.statusCode).toBe(405)
  })
})
