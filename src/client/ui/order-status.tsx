import { useLingui } from '@lingui/react/macro'

/** An order's status in the page language. */
export function useOrderStatusText(): (status: string) => string {
  const { t } = useLingui()
  return (status) => {
    switch (status.toUpperCase()) {
      case 'PENDING':
        return t`Received, awaiting payment`
      case 'PAID':
        return t`Paid, being packed`
      case 'PACKED':
        return t`Packed, ready to ship`
      case 'SHIPPED':
        return t`Shipped`
      case 'DELIVERED':
        return t`Delivered`
      case 'COMPLETED':
        return t`Completed`
      case 'CANCELLED':
        return t`Cancelled`
      case 'REFUNDED':
        return t`Refunded`
      default:
        return status
    }
  }
}

/** A return request's status in the page language. */
export function useReturnStatusText(): (status: string) => string {
  const { t } = useLingui()
  return (status) => {
    switch (status) {
      case 'REQUESTED':
        return t`Return requested`
      case 'RECEIVED':
        return t`Return received`
      case 'REFUNDED':
        return t`Return refunded`
      case 'REJECTED':
        return t`Return rejected`
      default:
        return status
    }
  }
}

/** Why parts are sent back, in the page language. */
export function useReturnReasonText(): (reason: string) => string {
  const { t } = useLingui()
  return (reason) => {
    switch (reason) {
      case 'changed-mind':
        return t`Changed my mind`
      case 'wrong-part':
        return t`Wrong part for the vehicle`
      case 'damaged':
        return t`Damaged or faulty`
      case 'other':
        return t`Other reason`
      default:
        return reason
    }
  }
}

/** A payment's status (pending, paid, failed, cancelled) in the page language. */
export function usePaymentStatusText(): (status: string) => string {
  const { t } = useLingui()
  return (status) => {
    switch (status.toLowerCase()) {
      case 'pending':
        return t`Not paid yet`
      case 'paid':
        return t`Paid`
      case 'failed':
        return t`Payment failed`
      case 'cancelled':
        return t`Payment cancelled`
      default:
        return status
    }
  }
}

/** "23. november 2026" / "23 November 2026". */
export function useOrderDate(): (iso: string) => string {
  const { i18n } = useLingui()
  return (iso) => {
    const date = new Date(iso)
    if (Number.isNaN(date.getTime())) return iso
    return new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'nb-NO', {
      dateStyle: 'long',
    }).format(date)
  }
}

/** "23. nov. 2026, 14:05" / "23 Nov 2026, 14:05". */
export function useOrderTime(): (iso: string) => string {
  const { i18n } = useLingui()
  return (iso) => {
    const date = new Date(iso)
    if (Number.isNaN(date.getTime())) return iso
    return new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'nb-NO', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(date)
  }
}
