import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useRef, useState } from 'react'
import type { AdminOrderRow } from '../../../../domain/admin'
import type { OrderStatus } from '../../../../domain/order'
import {
  adminNextStatuses,
  CARRIER_NAMES,
  CARRIERS,
  type Carrier,
  isRefundable,
} from '../../../../domain/order-lifecycle'
import { changeOrderStatus } from '../../../data/admin/change-order-status'
import { refundOrder } from '../../../data/admin/refund-order'
import { useAdminAction } from './use-admin-action'

export function AdminOrderActions({ order }: { order: AdminOrderRow }) {
  const { t } = useLingui()
  const { busy, problem, run: act } = useAdminAction()
  // One refund's name until it succeeds: pressing again after a lost answer pays back once.
  const refundKey = useRef<string | null>(null)
  const next = adminNextStatuses(order.status)
  const { number } = order

  const move = (status: OrderStatus) => act(() => changeOrderStatus(order.id, { status }))
  const labels: Partial<Record<OrderStatus, string>> = {
    PACKED: t`Mark order ${number} packed`,
    DELIVERED: t`Mark order ${number} delivered`,
    COMPLETED: t`Mark order ${number} completed`,
    CANCELLED: t`Cancel order ${number}`,
  }
  const texts: Partial<Record<OrderStatus, string>> = {
    PACKED: t`Packed`,
    DELIVERED: t`Delivered`,
    COMPLETED: t`Completed`,
    CANCELLED: t`Cancel`,
  }

  return (
    <div className="admin-order-actions" aria-busy={busy || undefined}>
      {next
        .filter((status) => status !== 'SHIPPED')
        .map((status) => (
          <button
            key={status}
            type="button"
            className={status === 'CANCELLED' ? 'button button--danger' : 'button'}
            aria-label={labels[status]}
            onClick={() => void move(status)}
          >
            {texts[status]}
          </button>
        ))}
      {next.includes('SHIPPED') && (
        <ShipForm
          number={number}
          onShip={(carrier, trackingNumber) =>
            act(() => changeOrderStatus(order.id, { status: 'SHIPPED', carrier, trackingNumber }))
          }
        />
      )}
      {isRefundable(order.status) && (
        <button
          type="button"
          className="button"
          aria-label={t`Refund the rest of order ${number}`}
          onClick={() => {
            refundKey.current ??= crypto.randomUUID()
            const key = refundKey.current
            void act(async () => {
              await refundOrder(order.id, key)
              refundKey.current = null
            })
          }}
        >
          <Trans>Pay back</Trans>
        </button>
      )}
      <span role="status" className="admin-order-actions__problem">
        {problem}
      </span>
    </div>
  )
}

function ShipForm({
  number,
  onShip,
}: {
  number: number
  onShip: (carrier: Carrier, trackingNumber: string) => Promise<void>
}) {
  const { t } = useLingui()
  const id = useId()
  const [carrier, setCarrier] = useState<Carrier>('posten')
  const [trackingNumber, setTrackingNumber] = useState('')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (trackingNumber.trim()) void onShip(carrier, trackingNumber.trim())
  }

  return (
    <form className="admin-ship-form" onSubmit={submit} aria-label={t`Ship order ${number}`}>
      <label htmlFor={`${id}-carrier`}>
        <Trans>Carrier</Trans>
      </label>
      <select
        id={`${id}-carrier`}
        value={carrier}
        onChange={(event) => setCarrier(event.target.value as Carrier)}
      >
        {CARRIERS.map((value) => (
          <option key={value} value={value}>
            {CARRIER_NAMES[value] || t`Other carrier`}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-tracking`}>
        <Trans>Tracking number</Trans>
      </label>
      <input
        id={`${id}-tracking`}
        name="trackingNumber"
        required
        maxLength={40}
        autoComplete="off"
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        <Trans>Ship</Trans>
      </button>
    </form>
  )
}
