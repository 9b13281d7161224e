import { Trans } from '@lingui/react/macro'
import { CARRIER_NAMES, type OrderEvent } from '../../../../domain/order-lifecycle'
import { Money } from '../../../ui/money'
import { useOrderStatusText, useOrderTime } from '../../../ui/order-status'
import './orders.css'

export function OrderTimeline({ events, titleId }: { events: OrderEvent[]; titleId: string }) {
  const statusText = useOrderStatusText()
  const formatTime = useOrderTime()
  return (
    <section className="order-timeline" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Order history</Trans>
      </h2>
      <ol className="order-timeline__events">
        {events.map((event) => (
          <li
            key={`${event.at}-${event.from}-${event.to}-${event.refunded ?? 0}`}
            className="order-timeline__event"
          >
            <time dateTime={event.at}>{formatTime(event.at)}</time>
            <span className="order-timeline__status">
              {event.from === event.to && event.refunded ? (
                <Trans>Refund</Trans>
              ) : (
                statusText(event.to)
              )}
            </span>
            {event.trackingNumber && (
              <span className="order-timeline__detail">
                {event.carrier && CARRIER_NAMES[event.carrier] && (
                  <>{CARRIER_NAMES[event.carrier]}: </>
                )}
                {event.trackingUrl ? (
                  <a href={event.trackingUrl} target="_blank" rel="noreferrer noopener">
                    <Trans>Track parcel {event.trackingNumber}</Trans>
                  </a>
                ) : (
                  <Trans>Tracking number {event.trackingNumber}</Trans>
                )}
              </span>
            )}
            {event.refunded ? (
              <span className="order-timeline__detail">
                <Trans>
                  Paid back <Money ore={event.refunded} />
                </Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
