import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { Order } from '../../../../domain/order'
import { RETURN_REASONS, type ReturnReason } from '../../../../domain/order-lifecycle'
import type { OrderHistory } from '../../../../domain/order-lifecycle-schema'
import { apiErrorReason, apiErrorText } from '../../../i18n/api-error-messages'
import { requestReturn } from '../../../data/orders/request-return'
import { FormField } from '../../../ui/form-field'
import { useOrderDate, useReturnReasonText, useReturnStatusText } from '../../../ui/order-status'
import { SubmitButton } from '../../../ui/submit-button'
import { orderHistoryQuery } from '../../../data/orders/get-order-history'
import './orders.css'

export function OrderReturns({
  order,
  history,
  byToken = false,
}: {
  order: Order
  history: OrderHistory
  byToken?: boolean
}) {
  const statusText = useReturnStatusText()
  const reasonText = useReturnReasonText()
  const formatDate = useOrderDate()
  const titleId = useId()
  const names = new Map(order.items.map((item) => [item.articleId, item.name]))
  if (history.returns.length === 0 && !history.returnUntil) return null
  return (
    <section className="order-returns" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Returns</Trans>
      </h2>
      {history.returns.length > 0 && (
        <ul className="order-returns__list">
          {history.returns.map((request) => (
            <li key={request.id}>
              <strong>{statusText(request.status)}</strong> ({formatDate(request.created)},{' '}
              {reasonText(request.reason)}):{' '}
              {request.lines
                .map(
                  (line) => `${line.quantity} × ${names.get(line.articleId) ?? line.articleNumber}`,
                )
                .join(', ')}
            </li>
          ))}
        </ul>
      )}
      {history.returnUntil && (
        <ReturnForm order={order} until={history.returnUntil} byToken={byToken} />
      )}
    </section>
  )
}

function ReturnForm({ order, until, byToken }: { order: Order; until: string; byToken: boolean }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const formatDate = useOrderDate()
  const reasonText = useReturnReasonText()
  const [quantities, setQuantities] = useState<Record<number, number>>({})
  const [reason, setReason] = useState<ReturnReason | ''>('')
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const deadline = formatDate(until)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([articleId, quantity]) => ({ articleId: Number(articleId), quantity }))
    if (lines.length === 0 || !reason) {
      setMessage({ ok: false, text: t`Choose at least one part and a reason.` })
      return
    }
    setBusy(true)
    try {
      await requestReturn(order.id, {
        lines,
        reason,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        token: order.token,
      })
      setQuantities({})
      setReason('')
      setComment('')
      setMessage({ ok: true, text: t`Your return is registered. Send the parts back to us.` })
      const history = orderHistoryQuery(order.id, byToken ? order.token : undefined)
      await queryClient.invalidateQueries({ queryKey: history.queryKey })
    } catch (error) {
      const why = apiErrorText(apiErrorReason(error))
      setMessage({ ok: false, text: t`The return could not be registered. ${why}` })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="order-returns__form" noValidate onSubmit={submit}>
      <p>
        <Trans>You may return parts until {deadline} (the right of withdrawal).</Trans>
      </p>
      <fieldset className="order-returns__lines">
        <legend>
          <Trans>Parts to return</Trans>
        </legend>
        {order.items.map((item) => (
          <FormField
            key={item.articleId}
            label={t`${item.name} (${item.articleNumber}), pieces to return`}
            render={(id, describedBy) => (
              <input
                id={id}
                aria-describedby={describedBy}
                type="number"
                inputMode="numeric"
                min={0}
                max={item.quantity}
                value={quantities[item.articleId] ?? 0}
                onChange={(event) => {
                  const value = Math.min(
                    item.quantity,
                    Math.max(0, Number(event.target.value) || 0),
                  )
                  setQuantities((current) => ({ ...current, [item.articleId]: value }))
                }}
              />
            )}
          />
        ))}
      </fieldset>
      <FormField
        label={t`Reason`}
        render={(id, describedBy) => (
          <select
            id={id}
            aria-describedby={describedBy}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReturnReason | '')}
          >
            <option value="">{t`Choose a reason`}</option>
            {RETURN_REASONS.map((value) => (
              <option key={value} value={value}>
                {reasonText(value)}
              </option>
            ))}
          </select>
        )}
      />
      <FormField
        label={t`Comment (optional)`}
        render={(id, describedBy) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      />
      <SubmitButton busy={busy}>
        <Trans>Return the parts</Trans>
      </SubmitButton>
      <div role="status">
        {message && (
          <p className={`notice ${message.ok ? 'notice--success' : 'notice--error'}`}>
            {message.text}
          </p>
        )}
      </div>
    </form>
  )
}
