/**
 * 'Kjøp igjen' and a vehicle's history: an account's earlier order lines with the catalogue's
 * article as it is today (never the price paid, which is only shown beside it), and the
 * vehicle an order is placed for, named by the catalogue from its carId alone.
 */
import {
  type BuyAgainLine,
  buyAgainProblem,
  VEHICLE_HISTORY_ORDERS,
  type VehicleHistoryLine,
} from '../../domain/buy-again'
import type { Locale } from '../../domain/locale'
import type { OrderItem, OrderVehicle } from '../../domain/order'
import type { AppDatabase } from '../db/database'
import { articlesByIds } from '../db/repositories/articles-repository'
import { findOrderById, ordersOfUserForVehicle } from '../db/repositories/order-repository'
import { HttpError } from '../http-errors'
import type { CataloguePort } from '../providers/catalogue/catalogue-port'

/** The chosen vehicle of an order, as the catalogue names it; 422 when it has no such variant. */
export async function orderVehicle(
  catalogue: CataloguePort,
  carId: number,
  lang: Locale,
): Promise<OrderVehicle> {
  const details = await catalogue.variantDetails({ carId, lang })
  if (!details) {
    throw new HttpError(422, 'VEHICLE_NOT_FOUND', `The catalogue has no vehicle ${carId}.`)
  }
  const label = `${details.make.manuName} ${details.model.modelname} ${details.engine.typeName}`
  return { carId, label: label.slice(0, 300) }
}

/** Order lines with today's article and what stops buying it, in the lines' order. */
async function linesToday<T extends OrderItem>(
  db: AppDatabase,
  items: readonly T[],
  lang: Locale,
): Promise<Array<BuyAgainLine & { item: T }>> {
  const ids = [...new Set(items.map((item) => item.articleId))]
  const today = new Map((await articlesByIds(db, ids, lang)).map((a) => [a.articleId, a]))
  return items.map((item) => {
    const article = today.get(item.articleId) ?? null
    const problem = buyAgainProblem(article)
    return {
      item,
      articleId: item.articleId,
      articleNumber: item.articleNumber,
      name: item.name,
      quantity: item.quantity,
      orderedPrice: item.price,
      article,
      ...(problem && { problem }),
    }
  })
}

const noSuchOrder = () => new HttpError(404, 'ORDER_NOT_FOUND', 'There is no such order.')

/** The signed-in user's own order as it can be bought today; anyone else's is not found. */
export async function buyAgainForOrder(
  db: AppDatabase,
  userId: string,
  orderId: string,
  lang: Locale,
): Promise<{ lines: BuyAgainLine[] }> {
  const row = await findOrderById(db, orderId)
  if (!row || row.userId !== userId) throw noSuchOrder()
  const lines = await linesToday(db, row.items as OrderItem[], lang)
  return { lines: lines.map(({ item: _item, ...line }) => line) }
}

/**
 * The parts the user bought for a vehicle: the lines of their orders placed with it chosen,
 * newest order first (cancelled orders left out: nothing was bought).
 */
export async function vehicleHistory(
  db: AppDatabase,
  userId: string,
  carId: number,
  lang: Locale,
): Promise<{ lines: VehicleHistoryLine[] }> {
  const rows = await ordersOfUserForVehicle(db, userId, carId, VEHICLE_HISTORY_ORDERS)
  const items = rows
    .filter((row) => row.status !== 'CANCELLED')
    .flatMap((row) =>
      (row.items as OrderItem[]).map((item) => ({
        ...item,
        orderId: row.id,
        orderNumber: row.number,
        ordered: row.createdAt.toISOString(),
      })),
    )
  const lines = await linesToday(db, items, lang)
  return {
    lines: lines.map(({ item, ...line }) => ({
      ...line,
      orderId: item.orderId,
      orderNumber: item.orderNumber,
      ordered: item.ordered,
    })),
  }
}
