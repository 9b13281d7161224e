import { useLingui } from '@lingui/react/macro'

/** An order's status (PENDING, PAID, SHIPPED, COMPLETED, CANCELLED) in the page language. */
export function useOrderStatusText(): (status: string) => string {
  const { t } = useLingui()
  return (status) => {
    switch (status.toUpperCase()) {
      case 'PENDING':
        return t`Received, awaiting payment`
      case 'PAID':
        return t`Paid, being packed`
      case 'SHIPPED':
        return t`Shipped`
      case 'COMPLETED':
        return t`Delivered`
      case 'CANCELLED':
        return t`Cancelled`
      default:
        return status
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
