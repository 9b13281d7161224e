// An order is made once per Idempotency-Key, claimed in a statement of its own so every instance
// sees the claim; prices come from the catalogue, never the client. A failed request gives its
// claim back; a crashed server's is taken over after CLAIM_STALE_AFTER_S.
import type { Payment } from '../../domain/order-schema'
import { createHash, randomBytes } from 'node:crypto'
import { type User, normalizeEmail } from '../../domain/account'
import type { Locale } from '../../domain/locale'
import {
  canChangePayment,
  type Order,
  type OrderItem,
  type OrderVehicle,
  orderStatusAfterPayment,
  orderSums,
  type PaymentStatus,
  type TrackedOrder,
} from '../../domain/order'
import type { CreateOrderBody } from '../../domain/order-schema'
import type { AppDatabase } from '../db/database'
import {
  claimOrderRequest,
  completeOrderRequest,
  findOrderById,
  findOrderByNumber,
  findOrderByToken,
  findOrderRequest,
  findPayment,
  insertOrder,
  insertPayment,
  lockOrder,
  type OrderRow,
  ordersOfUser,
  paymentsOfOrder,
  releaseOrderRequest,
  setOrderStatuses,
  setPaymentStatus,
  toOrder,
} from '../db/repositories/order-repository'
import {
  eventsOf,
  findRefundByKey,
  insertEvent,
  insertRefund,
  markRefundDone,
  toOrderEvent,
} from '../db/repositories/order-lifecycle-repository'
import { HttpError, unauthorized } from '../http-errors'
import { type PaymentProvider, paymentStatusOf } from '../providers/payment/payment-provider'
import { priceLines } from './cart-service'
import { fillLines, holdAgainForPayment, holdFills, settleStock } from './stock-service'

export const CLAIM_STALE_AFTER_S = 60

export interface OrderCaller {
  user: User | null
  sentToken: boolean
}

const keyReused = () =>
  new HttpError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for a different order. Use a new key for a new order.',
  )
const inFlight = () =>
  new HttpError(
    409,
    'IDEMPOTENCY_IN_FLIGHT',
    'An order with this Idempotency-Key is being placed right now. Try again in a moment.',
  )
const orderNotFound = () => new HttpError(404, 'ORDER_NOT_FOUND', 'There is no such order.')
const notYours = () => new HttpError(401, 'UNAUTHORIZED', 'Unauthorized')

function bodyHash(body: CreateOrderBody, userId: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify([userId, body]))
    .digest('hex')
}

/** 144 bits, url-safe. */
function newToken(): string {
  return randomBytes(18).toString('base64url')
}

export interface CreateOrderResult {
  order: Order
  replayed: boolean
}

async function replayOf(db: AppDatabase, key: string, hash: string): Promise<CreateOrderResult> {
  const stored = await findOrderRequest(db, key)
  if (!stored) throw inFlight() // released between our claim attempt and this read: retry
  if (stored.bodyHash !== hash) throw keyReused()
  if (stored.state !== 'done') throw inFlight()
  return { order: (stored.response as { order: Order }).order, replayed: true }
}

export async function createOrder(
  db: AppDatabase,
  {
    key,
    body,
    caller,
    lang,
    vehicle = null,
    claimStaleSeconds = CLAIM_STALE_AFTER_S,
  }: {
    key: string
    body: CreateOrderBody
    caller: OrderCaller
    lang: Locale
    vehicle?: OrderVehicle | null
    claimStaleSeconds?: number
  },
): Promise<CreateOrderResult> {
  const userId = caller.user?.id ?? null
  const hash = bodyHash(body, userId)
  if (!(await claimOrderRequest(db, key, hash, claimStaleSeconds))) {
    return replayOf(db, key, hash)
  }
  try {
    const order = await db.transaction(async (tx) => {
      const priced = await priceLines(
        tx as unknown as AppDatabase,
        body.items.map((line) => ({ ...line, options: [] })),
        lang,
      )
      const problem = priced.dropped[0]
      if (problem) {
        const name = problem.articleNumber ?? String(problem.articleId ?? '')
        const params = { articleNumber: name }
        if (problem.reason === 'NOT_FOR_SALE') {
          const message = `Article ${name} cannot be sold right now.`
          throw new HttpError(409, 'OUT_OF_STOCK', message, undefined, params)
        }
        if (problem.reason === 'DUPLICATE_LINE') {
          const message = `Article ${name} is ordered on two lines.`
          throw new HttpError(400, 'DUPLICATE_LINE', message, undefined, params)
        }
        const message = `The catalogue has no article ${name}.`
        throw new HttpError(422, 'UNKNOWN_ARTICLE', message, undefined, params)
      }
      const lines = priced.cart.items.map((item, index) => ({
        articleId: priced.lines[index]?.articleId ?? 0,
        articleNumber: item.articleNumber,
        quantity: item.quantity,
      }))
      const fills = await fillLines(tx, lines)
      const items: OrderItem[] = priced.cart.items.map((item, index) => {
        const { backordered, expectedDelivery } = fills[index] ?? {}
        return {
          articleId: lines[index]?.articleId ?? 0,
          articleNumber: item.articleNumber,
          name: item.product.name,
          ...(item.product.image ? { image: item.product.image } : {}),
          price: item.price,
          quantity: item.quantity,
          total: item.total,
          ...(backordered ? { backordered, expectedDelivery } : {}),
        }
      })
      const sums = orderSums({ items }, body.deliveryMethod)
      const row = await insertOrder(tx, {
        token: newToken(),
        userId,
        email: normalizeEmail(body.contact.email),
        phone: body.contact.phone ?? null,
        deliveryMethod: body.deliveryMethod,
        items,
        quantity: priced.cart.quantity,
        subtotal: sums.subtotal,
        shipping: sums.shipping,
        tax: sums.tax,
        total: sums.total,
        shippingAddress: body.shippingAddress,
        billingAddress: body.billingAddress ?? null,
        comment: body.comment ?? null,
        cartId: body.cartId ?? null,
        carId: vehicle?.carId ?? null,
        vehicleLabel: vehicle?.label ?? null,
        locale: lang,
      })
      await holdFills(tx, row.id, fills)
      await insertEvent(tx, {
        orderId: row.id,
        actor: userId ?? 'customer',
        from: null,
        to: 'PENDING',
      })
      const answer = { order: toOrder(row) }
      await completeOrderRequest(tx, key, row.id, answer)
      return answer.order
    })
    return { order, replayed: false }
  } catch (error) {
    await releaseOrderRequest(db, key).catch(() => undefined)
    throw error
  }
}

export function assertAccess(row: OrderRow, caller: OrderCaller, token?: string): void {
  if (caller.user?.role === 'ADMIN') return
  if (row.userId !== null && caller.user?.id === row.userId) return
  if (token !== undefined && token === row.token) return
  if (!caller.user && row.userId !== null && token === undefined) {
    throw unauthorized(caller.sentToken ? 'invalid' : 'missing')
  }
  throw notYours()
}

export async function orderForCaller(db: AppDatabase, id: string, caller: OrderCaller) {
  if (!caller.user) throw unauthorized(caller.sentToken ? 'invalid' : 'missing')
  const row = await findOrderById(db, id)
  if (!row) throw notYours()
  assertAccess(row, caller)
  return toOrder(row)
}

export async function ordersForUser(db: AppDatabase, user: User): Promise<Order[]> {
  return (await ordersOfUser(db, user.id)).map(toOrder)
}

export async function orderByToken(db: AppDatabase, token: string): Promise<Order> {
  const row = await findOrderByToken(db, token)
  if (!row) throw orderNotFound()
  return toOrder(row)
}

/** One answer for every mismatch. */
export async function trackOrder(
  db: AppDatabase,
  number: number,
  email: string,
): Promise<TrackedOrder> {
  const row = await findOrderByNumber(db, number)
  if (!row || row.email !== normalizeEmail(email)) {
    throw new HttpError(
      404,
      'ORDER_NOT_FOUND',
      'No order has this number and e-mail address together.',
    )
  }
  return {
    number: row.number,
    status: row.status,
    paymentStatus: row.paymentStatus,
    created: row.createdAt.toISOString(),
    quantity: row.quantity,
    total: row.total,
    events: (await eventsOf(db, row.id)).map((event) => toOrderEvent(event, row)),
  }
}

// An open payment at the same provider is handed out again: a double press makes no second payment.
export async function createPaymentForOrder(
  db: AppDatabase,
  provider: PaymentProvider,
  {
    id,
    token,
    caller,
    returnUrl,
  }: { id: string; token?: string; caller: OrderCaller; returnUrl?: (token: string) => string },
): Promise<Payment> {
  const row = await findOrderById(db, id)
  if (!row) throw orderNotFound()
  assertAccess(row, caller, token)
  if (
    row.paymentStatus === 'paid' ||
    row.status === 'CANCELLED' ||
    row.paymentStatus === 'cancelled'
  ) {
    throw new HttpError(409, 'ORDER_NOT_PAYABLE', `The order is ${row.paymentStatus} already.`)
  }
  const numbers = new Map(
    (row.items as OrderItem[]).map((item) => [item.articleId, item.articleNumber]),
  )
  await db.transaction(async (tx) => {
    if (await lockOrder(tx, row.id)) await holdAgainForPayment(tx, row.id, numbers)
  })
  for (const payment of await paymentsOfOrder(db, row.id)) {
    if (payment.status !== 'pending' || payment.provider !== provider.name) continue
    const current = await provider.retrieve(payment.providerPaymentId)
    const open =
      current?.status === 'requires_payment_method' || current?.status === 'requires_action'
    // A provider with its own page must give its address again, or a new payment is made.
    if (current && open && (provider.name === 'test' || current.redirectUrl)) {
      return {
        id: payment.providerPaymentId,
        status: 'pending',
        amount: current.amount,
        currency: current.currency,
        ...(current.redirectUrl && { redirectUrl: current.redirectUrl }),
      }
    }
  }
  const created = await provider.createPayment({
    amount: row.total,
    currency: 'NOK',
    reference: row.id,
    ...(returnUrl && { returnUrl: returnUrl(row.token) }),
  })
  await insertPayment(db, {
    orderId: row.id,
    provider: provider.name,
    providerPaymentId: created.id,
    status: paymentStatusOf(created.status),
    amount: created.amount,
    currency: created.currency,
  })
  return {
    id: created.id,
    status: paymentStatusOf(created.status),
    amount: created.amount,
    currency: created.currency,
    ...(created.redirectUrl && { redirectUrl: created.redirectUrl }),
  }
}

export type ProviderByName = (name: string) => PaymentProvider | undefined

// The client's claimed status is only compared; the provider's is recorded. Runs with the order
// locked.
export async function recordPaymentOutcome(
  db: AppDatabase,
  byName: ProviderByName,
  input: { orderId?: string; paymentId: string; claimed?: PaymentStatus },
  access?: { caller: OrderCaller; token?: string },
): Promise<Order> {
  const payment = await findPayment(db, input.paymentId)
  if (!payment || (input.orderId !== undefined && payment.orderId !== input.orderId)) {
    throw new HttpError(404, 'PAYMENT_NOT_FOUND', 'The order has no such payment.')
  }
  const provider = byName(payment.provider)
  if (!provider) {
    throw new HttpError(503, 'PAYMENT_UNAVAILABLE', 'The payment provider is not configured.')
  }
  const atProvider = await provider.retrieve(payment.providerPaymentId)
  if (!atProvider || atProvider.reference !== payment.orderId) {
    throw new HttpError(404, 'PAYMENT_NOT_FOUND', 'The provider has no such payment.')
  }
  const actual = paymentStatusOf(atProvider.status)
  const order = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, payment.orderId)
    if (!row) throw orderNotFound()
    if (access) assertAccess(row, access.caller, access.token)
    if (actual === 'pending') return row
    // An outcome arriving after the cancel stays on its payment; one paid is paid back below.
    if (row.status === 'CANCELLED') {
      await setPaymentStatus(tx, payment.providerPaymentId, actual)
      return row
    }
    // An attempt the shopper left for a newer one says nothing about the order.
    const [latest] = await paymentsOfOrder(tx, row.id)
    if (actual !== 'paid' && latest && latest.providerPaymentId !== payment.providerPaymentId) {
      await setPaymentStatus(tx, payment.providerPaymentId, actual)
      return row
    }
    if (!canChangePayment(row.paymentStatus, actual)) {
      if (row.paymentStatus === 'paid' && actual !== 'paid') {
        await setPaymentStatus(tx, payment.providerPaymentId, actual)
        return row
      }
      throw new HttpError(
        409,
        'INVALID_PAYMENT_TRANSITION',
        `The payment cannot go from ${row.paymentStatus} to ${actual}.`,
      )
    }
    await setPaymentStatus(tx, payment.providerPaymentId, actual)
    if (row.paymentStatus !== actual) await settleStock(tx, row.id, actual)
    const next = orderStatusAfterPayment(row.status, actual)
    if (next !== row.status) {
      await insertEvent(tx, { orderId: row.id, actor: 'payment', from: row.status, to: next })
    }
    return setOrderStatuses(tx, row.id, next, actual)
  })
  if (order.status === 'CANCELLED' && actual === 'paid') {
    await payBackLatePayment(db, provider, order.id, payment.providerPaymentId, atProvider.amount)
  }
  if (input.claimed !== undefined && input.claimed !== actual) {
    throw new HttpError(
      409,
      'PAYMENT_STATUS_MISMATCH',
      `The provider reports the payment as ${actual}, not ${input.claimed}.`,
    )
  }
  return toOrder(order)
}

/** Recording is idempotent, so a callback before, after or twice changes nothing more. */
export async function checkOrderPayments(
  db: AppDatabase,
  byName: ProviderByName,
  { orderId, caller, token }: { orderId: string; caller: OrderCaller; token?: string },
): Promise<Order> {
  const row = await findOrderById(db, orderId)
  if (!row) throw orderNotFound()
  assertAccess(row, caller, token)
  let order = toOrder(row)
  for (const payment of await paymentsOfOrder(db, row.id)) {
    if (payment.status !== 'pending') continue
    try {
      order = await recordPaymentOutcome(db, byName, { paymentId: payment.providerPaymentId })
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error
    }
  }
  return order
}

/** Named after the payment, so it is paid back once; fails loudly so the callback is sent again. */
async function payBackLatePayment(
  db: AppDatabase,
  provider: PaymentProvider,
  orderId: string,
  providerPaymentId: string,
  amount: number,
): Promise<void> {
  const key = `late:${providerPaymentId}`
  const stored = await findRefundByKey(db, key)
  if (stored?.state === 'done' || amount <= 0) return
  const refund =
    stored ??
    (await insertRefund(db, {
      orderId,
      key,
      providerPaymentId,
      amount,
      lines: [],
      actor: 'system',
    }))
  await provider.refund(providerPaymentId, refund.amount, key)
  await db.transaction(async (tx) => {
    if (!(await markRefundDone(tx, refund.id))) return
    await insertEvent(tx, {
      orderId,
      actor: 'system',
      from: 'CANCELLED',
      to: 'CANCELLED',
      details: { refunded: refund.amount },
    })
  })
}
