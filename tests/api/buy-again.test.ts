import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BuyAgainLine, VehicleHistoryLine } from '../../src/domain/buy-again'
import { MAX_INT4 } from '../../src/domain/int4'
import type { Order } from '../../src/domain/order'
import { articles, vehicles } from '../../src/server/db/schema'
import { type SignedUp, signInAsAdmin, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { articlesInStock, type OrderedArticle, orderBody } from '../support/orders'

describe("buying an order again, and a vehicle's history", () => {
  let t: TestApp
  let carId: number
  let otherCarId: number
  let bought: OrderedArticle[]
  const db = () => t.app.database.db

  beforeAll(async () => {
    t = await buildTestApp()
    const cars = await db()
      .select({ carId: vehicles.carId })
      .from(vehicles)
      .orderBy(asc(vehicles.carId))
      .limit(2)
    ;[carId, otherCarId] = cars.map((row) => row.carId) as [number, number]
    bought = await articlesInStock(t.app, 3)
  })
  afterAll(() => t?.cleanup())

  const order = async (who: SignedUp | null, lines: OrderedArticle[], car?: number) => {
    const body = orderBody(lines[0] as OrderedArticle)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers: { 'idempotency-key': randomUUID(), ...(who && { authorization: who.token }) },
      payload: {
        ...body,
        items: lines.map((line, index) => ({ ...line, quantity: index + 1 })),
        ...(car !== undefined && { carId: car }),
      },
    })
    return response
  }
  const placed = async (who: SignedUp | null, lines: OrderedArticle[], car?: number) => {
    const response = await order(who, lines, car)
    expect(response.statusCode).toBe(201)
    return response.json<{ order: Order }>().order
  }
  const history = (who: SignedUp | null, car: unknown) =>
    t.app.inject({
      method: 'GET',
      url: `/api/garage/${car}/history`,
      headers: who ? { authorization: who.token } : {},
    })
  const buyAgain = (who: SignedUp | null, id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/order/${id}/buy-again`,
      headers: who ? { authorization: who.token } : {},
    })

  it('keeps the vehicle an order was placed for, named by the catalogue', async () => {
    const customer = await signUp(t.app)
    const made = await placed(customer, bought.slice(0, 1), carId)
    expect(made.vehicle?.carId).toBe(carId)
    expect(made.vehicle?.label.length).toBeGreaterThan(3)
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/order/${made.id}`,
      headers: { authorization: customer.token },
    })
    expect(read.json<{ order: Order }>().order.vehicle).toEqual(made.vehicle)
  })

  it('refuses an order for a vehicle the catalogue does not have, and stores nothing', async () => {
    const customer = await signUp(t.app)
    const response = await order(customer, bought.slice(0, 1), MAX_INT4)
    expect(response.statusCode).toBe(422)
    expect(response.json().error.code).toBe('VEHICLE_NOT_FOUND')
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/order/me',
      headers: { authorization: customer.token },
    })
    expect(mine.json().order).toEqual([])
  })

  it("lists the parts bought for a vehicle, newest order first, and only that vehicle's", async () => {
    const customer = await signUp(t.app)
    const first = await placed(customer, bought.slice(0, 2), carId)
    await placed(customer, bought.slice(2, 3), otherCarId)
    await placed(customer, bought.slice(2, 3))
    const second = await placed(customer, bought.slice(1, 2), carId)

    const response = await history(customer, carId)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const lines = response.json<{ lines: VehicleHistoryLine[] }>().lines
    expect(lines.map((line) => [line.orderNumber, line.articleId, line.quantity])).toEqual([
      [second.number, bought[1]?.articleId, 1],
      [first.number, bought[0]?.articleId, 1],
      [first.number, bought[1]?.articleId, 2],
    ])
    expect(lines[0]?.ordered).toBe(second.created)
    expect(lines[0]?.article?.articleId).toBe(bought[1]?.articleId)
    expect(lines[0]?.problem).toBeUndefined()
  })

  it("never shows one customer another's history or order", async () => {
    const owner = await signUp(t.app)
    const made = await placed(owner, bought.slice(0, 1), carId)
    const stranger = await signUp(t.app)
    const theirs = await history(stranger, carId)
    expect(theirs.statusCode).toBe(200)
    expect(theirs.json().lines).toEqual([])
    const again = await buyAgain(stranger, made.id)
    expect(again.statusCode).toBe(404)
    expect(again.json().error.code).toBe('ORDER_NOT_FOUND')
    expect((await history(null, carId)).statusCode).toBe(401)
    expect((await buyAgain(null, made.id)).statusCode).toBe(401)
  })

  it("offers an order again at today's price after an admin changed it, beside the price paid", async () => {
    const customer = await signUp(t.app)
    const [article] = await articlesInStock(t.app, 1)
    const made = await placed(customer, [article as OrderedArticle], carId)
    const paid = made.items[0]?.price as number
    const admin = await signInAsAdmin(t.app)
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${article?.articleId}`,
      headers: { authorization: admin.token },
      payload: { price: paid + 12_345 },
    })
    expect(changed.statusCode).toBe(200)

    const response = await buyAgain(customer, made.id)
    expect(response.statusCode).toBe(200)
    const [line] = response.json<{ lines: BuyAgainLine[] }>().lines
    expect(line?.orderedPrice).toBe(paid)
    expect(line?.article?.price).toBe(paid + 12_345)
    expect(line?.quantity).toBe(1)
    expect(line?.problem).toBeUndefined()
    const [fromHistory] = (await history(customer, carId)).json<{ lines: BuyAgainLine[] }>().lines
    expect(fromHistory?.article?.price).toBe(paid + 12_345)
  })

  it('says which articles can no longer be had: not for sale, sold out', async () => {
    const customer = await signUp(t.app)
    const lines = await articlesInStock(t.app, 3)
    const made = await placed(customer, lines)
    const [notForSale, soldOut] = lines as [OrderedArticle, OrderedArticle]
    await db()
      .update(articles)
      .set({ price: 0 })
      .where(eq(articles.articleId, notForSale.articleId))
    await db()
      .update(articles)
      .set({ stock: 0, leadTimeDays: 0 })
      .where(eq(articles.articleId, soldOut.articleId))

    const answer = (await buyAgain(customer, made.id)).json<{ lines: BuyAgainLine[] }>().lines
    expect(answer.map((line) => line.problem)).toEqual(['NOT_FOR_SALE', 'OUT_OF_STOCK', undefined])
  })

  it('refuses a history or an order id that is no id', async () => {
    const customer = await signUp(t.app)
    for (const car of ['abc', '0', '-1', String(MAX_INT4 + 1)]) {
      expect((await history(customer, car)).statusCode).toBe(400)
    }
    expect((await buyAgain(customer, 'not-a-uuid')).statusCode).toBe(400)
    expect((await buyAgain(customer, randomUUID())).statusCode).toBe(404)
  })
})
