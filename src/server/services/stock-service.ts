// An order takes its pieces in the transaction that stores it, all lines or none; an article with a
// lead time may be ordered beyond stock.
import type { PaymentStatus } from '../../domain/order'
import {
  expectedDeliveryDate,
  RESERVATION_MINUTES,
  type StockShortage,
  shortageMessage,
} from '../../domain/stock'
import type { OrderTx } from '../db/repositories/order-repository'
import {
  convertReservations,
  extendReservations,
  holdStock,
  lockStock,
  releaseConverted,
  releaseReservations,
  reservationsOf,
} from '../db/repositories/stock-repository'
import { HttpError } from '../http-errors'

export interface StockLine {
  articleId: number
  articleNumber: string
  quantity: number
}

export interface LineFill {
  articleId: number
  taken: number
  backordered?: number
  expectedDelivery?: string
}

export function outOfStock(short: StockShortage[]): HttpError {
  return new HttpError(409, 'OUT_OF_STOCK', shortageMessage(short), undefined, {
    articleNumber: short[0]?.articleNumber ?? '',
    lines: short,
  })
}

/** The articles' rows, locked, by id. */
async function lockedById(tx: OrderTx, items: readonly { articleId: number }[]) {
  const rows = await lockStock(
    tx,
    items.map((item) => item.articleId),
  )
  return new Map(rows.map((row) => [row.articleId, row]))
}

export async function fillLines(tx: OrderTx, lines: readonly StockLine[]): Promise<LineFill[]> {
  const locked = await lockedById(tx, lines)
  const short: StockShortage[] = []
  const fills = lines.map((line): LineFill => {
    const row = locked.get(line.articleId)
    const stock = row?.stock ?? 0
    if (line.quantity <= stock) return { articleId: line.articleId, taken: line.quantity }
    if (row && row.leadTimeDays > 0) {
      return {
        articleId: line.articleId,
        taken: stock,
        backordered: line.quantity - stock,
        expectedDelivery: expectedDeliveryDate(row.leadTimeDays),
      }
    }
    const { articleId, articleNumber, quantity: requested } = line
    short.push({ articleId, articleNumber, requested, available: stock })
    return { articleId, taken: 0 }
  })
  if (short.length > 0) throw outOfStock(short)
  return fills
}

export async function holdFills(
  tx: OrderTx,
  orderId: string,
  fills: readonly LineFill[],
): Promise<void> {
  for (const fill of [...fills].sort((a, b) => a.articleId - b.articleId)) {
    if (fill.taken === 0) continue
    const held = await holdStock(tx, {
      orderId,
      articleId: fill.articleId,
      quantity: fill.taken,
      minutes: RESERVATION_MINUTES,
    })
    // The row is locked since fillLines read it: another order cannot have taken the pieces.
    if (!held) throw new Error(`stock of article ${fill.articleId} moved while locked`)
  }
}

/** Holds given back meanwhile (expired, declined card) are taken again, or a 409 when gone. */
export async function holdAgainForPayment(
  tx: OrderTx,
  orderId: string,
  numbers: ReadonlyMap<number, string>,
): Promise<void> {
  const released = (await reservationsOf(tx, orderId)).filter((row) => row.state === 'released')
  if (released.length > 0) {
    const locked = await lockedById(tx, released)
    const short: StockShortage[] = []
    for (const row of released) {
      const stock = locked.get(row.articleId)
      const available = stock?.stock ?? 0
      const quantity =
        stock && stock.leadTimeDays > 0 ? Math.min(available, row.quantity) : row.quantity
      if (quantity > available) {
        const articleNumber = numbers.get(row.articleId) ?? String(row.articleId)
        short.push({ articleId: row.articleId, articleNumber, requested: row.quantity, available })
        continue
      }
      if (quantity > 0) {
        await holdStock(tx, { orderId, articleId: row.articleId, quantity, minutes: 0 })
      }
    }
    if (short.length > 0) throw outOfStock(short)
  }
  await extendReservations(tx, orderId, RESERVATION_MINUTES)
}

export async function settleStock(
  tx: OrderTx,
  orderId: string,
  payment: PaymentStatus,
): Promise<void> {
  if (payment === 'paid') await convertReservations(tx, orderId)
  else if (payment === 'failed' || payment === 'cancelled') await releaseReservations(tx, orderId)
}

export async function giveBackStock(tx: OrderTx, orderId: string): Promise<void> {
  await releaseReservations(tx, orderId)
  await releaseConverted(tx, orderId)
}
