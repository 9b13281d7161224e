import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { OrderStatus, PaymentStatus } from '../../../../domain/order-status'
import { Money } from '../../../ui/money'
import { useOrderDate, useOrderStatusText, usePaymentStatusText } from '../../../ui/order-status'
import './orders.css'

type Fact = 'number' | 'date' | 'status' | 'payment' | 'total'

interface FactsOf {
  number: string | number
  created: string
  status: OrderStatus
  paymentStatus: PaymentStatus
  total: number
}

export function OrderFacts({ order, facts }: { order: FactsOf; facts: Fact[] }) {
  const statusText = useOrderStatusText()
  const paymentText = usePaymentStatusText()
  const formatDate = useOrderDate()
  const shown: Record<Fact, { term: ReactNode; value: ReactNode }> = {
    number: { term: <Trans>Order number</Trans>, value: order.number },
    date: { term: <Trans>Date</Trans>, value: formatDate(order.created) },
    status: { term: <Trans>Status</Trans>, value: statusText(order.status) },
    payment: { term: <Trans>Payment</Trans>, value: paymentText(order.paymentStatus) },
    total: { term: <Trans>Total</Trans>, value: <Money ore={order.total} /> },
  }
  return (
    <dl className="order-view__facts">
      {facts.map((fact) => (
        <div key={fact}>
          <dt>{shown[fact].term}</dt>
          <dd>{shown[fact].value}</dd>
        </div>
      ))}
    </dl>
  )
}
