/**
 * The admin area's calls, shared by client and server: the dashboard's figures,
 * the order list and its query.
 */
import { z } from 'zod'
import { type OrderStatus, PAYMENT_STATUSES, type PaymentStatus } from './order'

/** An article counts as low on stock at this many or fewer (the index articles_low_stock_idx). */
export const LOW_STOCK_LIMIT = 5

export interface ProviderStatus {
  /** `database`, `catalogue`, `registry`, `payments` or `mail`. */
  name: 'database' | 'catalogue' | 'registry' | 'payments' | 'mail'
  /** Which adapter: e.g. `pglite`, `postgres`, `embedded`, `tecdoc`, `demo`, `svv`, `smtp`, `outbox`. */
  kind: string
  /** Whether it answered just now; `null` where asking would cost (a paid API's quota). */
  ok: boolean | null
}

export interface AdminDashboard {
  /** Since midnight in Norway (Europe/Oslo). */
  today: { orders: number; paidOrders: number; revenue: number }
  lowStock: {
    count: number
    articles: {
      articleId: number
      articleNumber: string
      name: string
      mfrName: string
      stock: number
    }[]
  }
  messages: {
    id: string
    name: string
    email: string
    subject: string | null
    message: string
    created: string
  }[]
  /** Mails waiting in the outbox (no SMTP server configured). */
  outbox: number
  providers: ProviderStatus[]
}

export const adminOrdersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
})
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>

export interface AdminOrderRow {
  id: string
  number: number
  created: string
  email: string
  quantity: number
  total: number
  status: OrderStatus
  paymentStatus: PaymentStatus
}

export interface AdminOrdersResponse {
  data: { array: AdminOrderRow[]; page: number; perPage: number; total: number }
}

/** Midnight today in Norway, as an instant: the start of the dashboard's 'today'. */
export function startOfDayInOslo(now: Date = new Date()): Date {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  // Oslo's wall clock now, read as if UTC; the difference to `now` is Oslo's offset.
  const wallAsUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  const offsetMs = wallAsUtc - Math.floor(now.getTime() / 1000) * 1000
  const midnightWallAsUtc = Date.UTC(get('year'), get('month') - 1, get('day'))
  return new Date(midnightWallAsUtc - offsetMs)
}
