import { z } from 'zod'
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order'

export const LOW_STOCK_LIMIT = 5

export const providerStatusSchema = z.object({
  name: z.enum(['database', 'catalogue', 'registry', 'payments', 'mail']),
  kind: z.string(),
  /** `null` where asking would cost (a paid API's quota). */
  ok: z.boolean().nullable(),
})
export type ProviderStatus = z.infer<typeof providerStatusSchema>

export const adminDashboardSchema = z.object({
  today: z.object({ orders: z.number(), paidOrders: z.number(), revenue: z.number() }),
  lowStock: z.object({
    count: z.number(),
    articles: z.array(
      z.object({
        articleId: z.number(),
        articleNumber: z.string(),
        name: z.string(),
        mfrName: z.string(),
        stock: z.number(),
      }),
    ),
  }),
  messages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string().nullable(),
      message: z.string(),
      created: z.string(),
    }),
  ),
  outbox: z.number(),
  providers: z.array(providerStatusSchema),
})
export type AdminDashboard = z.infer<typeof adminDashboardSchema>

export const adminOrdersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
})
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>

export const adminOrderRowSchema = z.object({
  id: z.string(),
  number: z.number(),
  created: z.string(),
  email: z.string(),
  quantity: z.number(),
  total: z.number(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
})
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>

export const adminPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.object({
      array: z.array(row),
      page: z.number(),
      perPage: z.number(),
      total: z.number(),
    }),
  })

export const adminOrdersResponseSchema = adminPageSchema(adminOrderRowSchema)
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>

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
