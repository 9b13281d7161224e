import { useLingui } from '@lingui/react/macro'
import type { ReturnReason, ReturnStatus } from '../../domain/order-lifecycle'
import type { OrderStatus, PaymentStatus } from '../../domain/order-status'

// Tables typed by the domain's lists, so a new status fails to compile until it has its words;
// the raw code is the fallback for a value from an older or newer build's cache.

export function useOrderStatusText(): (status: OrderStatus) => string {
  const { t } = useLingui()
  const words: Record<OrderStatus, string> = {
    PENDING: t`Received, awaiting payment`,
    PAID: t`Paid, being packed`,
    PACKED: t`Packed, ready to ship`,
    SHIPPED: t`Shipped`,
    DELIVERED: t`Delivered`,
    COMPLETED: t`Completed`,
    CANCELLED: t`Cancelled`,
    REFUNDED: t`Refunded`,
  }
  return (status) => words[status] ?? status
}

export function useReturnStatusText(): (status: ReturnStatus) => string {
  const { t } = useLingui()
  const words: Record<ReturnStatus, string> = {
    REQUESTED: t`Return requested`,
    RECEIVED: t`Return received`,
    REFUNDED: t`Return refunded`,
    REJECTED: t`Return rejected`,
  }
  return (status) => words[status] ?? status
}

export function useReturnReasonText(): (reason: ReturnReason) => string {
  const { t } = useLingui()
  const words: Record<ReturnReason, string> = {
    'changed-mind': t`Changed my mind`,
    'wrong-part': t`Wrong part for the vehicle`,
    damaged: t`Damaged or faulty`,
    other: t`Other reason`,
  }
  return (reason) => words[reason] ?? reason
}

export function usePaymentStatusText(): (status: PaymentStatus) => string {
  const { t } = useLingui()
  const words: Record<PaymentStatus, string> = {
    pending: t`Not paid yet`,
    paid: t`Paid`,
    failed: t`Payment failed`,
    cancelled: t`Payment cancelled`,
  }
  return (status) => words[status] ?? status
}

export function useOrderDate(): (iso: string) => string {
  return useDateFormat({ dateStyle: 'long' })
}

export function useOrderTime(): (iso: string) => string {
  return useDateFormat({ dateStyle: 'medium', timeStyle: 'short' })
}

/** A text that is no date is shown as it is. */
function useDateFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  const { i18n } = useLingui()
  return (iso) => {
    const date = new Date(iso)
    if (Number.isNaN(date.getTime())) return iso
    return new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'nb-NO', options).format(date)
  }
}
