/** The shipped notice: the parcel is on its way, with the carrier and a tracking link. */
import { CARRIER_NAMES, type Carrier, trackingUrl } from '../../../domain/order-lifecycle'
import type { MailMessage } from '../../providers/mail/mail-port'
import { composeMail, type MailBlock, type MailContext, pageUrl } from './mail-layout'

export interface Shipment {
  carrier: Carrier
  trackingNumber: string
}

const TEXTS = {
  no: {
    subject: (number: number) => `Ordre ${number} er sendt`,
    sent: (number: number) => `Pakken med ordre ${number} er på vei til deg.`,
    carrier: 'Transportør',
    trackingNumber: 'Sporingsnummer',
    track: 'Spor pakken',
    order: 'Følg ordren',
  },
  en: {
    subject: (number: number) => `Order ${number} has been shipped`,
    sent: (number: number) => `The parcel with order ${number} is on its way to you.`,
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    track: 'Track the parcel',
    order: 'Follow your order',
  },
} as const

export function shippedMail(
  context: MailContext,
  order: { number: number; email: string },
  shipment: Shipment,
): MailMessage {
  const texts = TEXTS[context.locale]
  const link = trackingUrl(shipment.carrier, shipment.trackingNumber)
  const carrierName = CARRIER_NAMES[shipment.carrier]
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: texts.sent(order.number) },
    {
      kind: 'table',
      rows: [
        // 'other' has no name the customer would know: the number alone says it.
        ...(carrierName ? [[texts.carrier, carrierName] as const] : []),
        [texts.trackingNumber, shipment.trackingNumber],
      ],
    },
    ...(link ? [{ kind: 'link', label: texts.track, url: link } as const] : []),
    { kind: 'link', label: texts.order, url: pageUrl(context, '/track-order') },
  ]
  return composeMail(context, { to: order.email, subject: texts.subject(order.number), blocks })
}
