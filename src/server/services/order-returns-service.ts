import type { AdminReturnRow, ReturnBody, ReturnRequest } from '../../domain/order-lifecycle-schema'
import {
  canChangeReturn,
  type LinePieces,
  lineBeyond,
  piecesLeft,
  returnDeadline,
  type ReturnStatus,
} from '../../domain/order-lifecycle'
import type { AppDatabase } from '../db/database'
import {
  deliveredAt,
  findReturn,
  insertReturn,
  listReturns,
  moveReturn,
  refundsOf,
  returnsOf,
  toReturnRequest,
} from '../db/repositories/order-lifecycle-repository'
import { findOrderById, lockOrder } from '../db/repositories/order-repository'
import { HttpError } from '../http-errors'
import {
  beyondOrder,
  boughtPieces,
  type LifecycleDeps,
  orderNotFound,
} from './order-lifecycle-service'
import { refundOrder } from './refund-service'
import { assertAccess, type OrderCaller } from './order-service'

const OPEN: readonly ReturnStatus[] = ['REQUESTED', 'RECEIVED']

export async function requestReturn(
  db: AppDatabase,
  {
    orderId,
    body,
    caller,
    now = new Date(),
  }: { orderId: string; body: ReturnBody; caller: OrderCaller; now?: Date },
): Promise<ReturnRequest> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId)
    if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized')
    assertAccess(row, caller, body.token)
    const delivered = row.status === 'DELIVERED' ? await deliveredAt(tx, orderId) : null
    if (!delivered || now > returnDeadline(delivered)) {
      throw new HttpError(
        409,
        'RETURN_WINDOW_CLOSED',
        delivered
          ? 'The 14 days to return parts ran out.'
          : `An order ${row.status} cannot be returned; parts are returned once delivered.`,
      )
    }
    const [paidBack, requests] = await Promise.all([refundsOf(tx, orderId), returnsOf(tx, orderId)])
    const taken = [
      ...paidBack.flatMap((r) => r.lines as LinePieces[]),
      ...requests.filter((r) => OPEN.includes(r.status)).flatMap((r) => r.lines as LinePieces[]),
    ]
    const beyond = lineBeyond(body.lines, piecesLeft(boughtPieces(row), taken))
    if (beyond) throw beyondOrder('RETURN_EXCEEDS_ORDER', row, beyond)
    const stored = await insertReturn(tx, {
      orderId,
      lines: body.lines,
      reason: body.reason,
      comment: body.comment || null,
    })
    return toReturnRequest(stored, row)
  })
}

/** Named after the return at the provider, so a retry pays once. */
export async function changeReturnStatus(
  deps: LifecycleDeps,
  { id, status, actor }: { id: string; status: ReturnStatus; actor: string },
): Promise<ReturnRequest> {
  const request = await findReturn(deps.db, id)
  if (!request) throw new HttpError(404, 'RETURN_NOT_FOUND', 'There is no such return.')
  const refused = () =>
    new HttpError(
      409,
      'INVALID_RETURN_TRANSITION',
      `A return cannot go from ${request.status} to ${status}.`,
    )
  if (!canChangeReturn(request.status, status)) throw refused()
  if (status === 'REFUNDED') {
    await refundOrder(deps, {
      orderId: request.orderId,
      lines: request.lines as LinePieces[],
      key: `return:${id}`,
      actor,
      returnId: id,
    })
  } else if (!(await moveReturn(deps.db, id, request.status, status))) {
    throw refused()
  }
  const [now, order] = await Promise.all([
    findReturn(deps.db, id),
    findOrderById(deps.db, request.orderId),
  ])
  if (!now || !order) throw orderNotFound()
  return toReturnRequest(now, order)
}

export async function returnsForAdmin(
  db: AppDatabase,
  query: { page: number; perPage: number; status?: ReturnStatus },
): Promise<{ array: AdminReturnRow[]; total: number }> {
  const { rows, total } = await listReturns(db, query)
  return {
    total,
    array: rows.map(({ request, order }) => ({
      ...toReturnRequest(request, order),
      email: order.email,
    })),
  }
}
