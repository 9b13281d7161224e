/**
 * The order confirmation, sent once the order is paid: what was bought, the sums with the
 * MVA they contain, the delivery address, the seller (name, org.nr.) and the 14-day right of
 * withdrawal (angrerettloven §§ 8 and 11) with a link to the withdrawal form.
 */
import { formatMoney } from '../../../domain/money'
import type { Order, OrderAddress } from '../../../domain/order'
import type { MailMessage } from '../../providers/mail/mail-port'
import { composeMail, type MailBlock, type MailContext, pageUrl } from './mail-layout'

/** The path of the standard withdrawal form page. */
export const CANCELLATION_FORM_PATH = '/cancellation-form'

const TEXTS = {
  no: {
    subject: (number: number) => `Ordrebekreftelse – ordre ${number}`,
    thanks: 'Takk for bestillingen! Vi har mottatt betalingen, og ordren din er bekreftet.',
    order: (number: number, date: string) => `Ordre ${number}, ${date}`,
    backordered: (count: number, date: string) =>
      `${count} stk. bestilt fra leverandør, ventet ${date}`,
    subtotal: 'Varer',
    delivery: { pickup: 'Henting i butikken', standard: 'Frakt', express: 'Ekspressfrakt' },
    total: 'Totalt',
    mva: 'Herav MVA (25 %)',
    address: 'Leveringsadresse',
    withdrawal: 'Angrerett',
    withdrawalText: [
      'Du har 14 dagers angrerett etter angrerettloven. Fristen begynner å løpe dagen etter at du, eller noen du har utpekt, har mottatt varene.',
      'Vil du bruke angreretten, gir du oss beskjed før fristen går ut – på e-post, gjennom kontaktskjemaet eller med angrerettskjemaet. Det holder å gi beskjed i tide.',
      'Varene sendes tilbake innen 14 dager etter at du ga beskjed, og du betaler returfrakten. Vi betaler tilbake det du har betalt, også den opprinnelige fraktkostnaden, senest 14 dager etter at vi fikk beskjed, men kan vente til vi har fått varene tilbake.',
    ],
    form: 'Angrerettskjema',
    terms: 'Salgsbetingelser',
    track: 'Følg ordren',
    dateLocale: 'nb-NO',
  },
  en: {
    subject: (number: number) => `Order confirmation – order ${number}`,
    thanks: 'Thank you for your order! We have received your payment and your order is confirmed.',
    order: (number: number, date: string) => `Order ${number}, ${date}`,
    backordered: (count: number, date: string) =>
      `${count} ordered from the supplier, expected ${date}`,
    subtotal: 'Items',
    delivery: { pickup: 'Collect in the shop', standard: 'Delivery', express: 'Express delivery' },
    total: 'Total',
    mva: 'Of which VAT (25 %)',
    address: 'Delivery address',
    withdrawal: 'Right of withdrawal',
    withdrawalText: [
      'You have a 14-day right of withdrawal under the Norwegian Cancellation Act (angrerettloven). The period starts the day after you, or someone you chose, received the goods.',
      'To withdraw, tell us before the period ends – by e-mail, through the contact form or with the standard withdrawal form. Telling us in time is enough.',
      'Send the goods back within 14 days of telling us; you pay the return shipping. We refund what you paid, including the original delivery cost, no later than 14 days after your notice, but may wait until we have the goods back.',
    ],
    form: 'Standard withdrawal form',
    terms: 'Terms and conditions',
    track: 'Follow your order',
    dateLocale: 'en-GB',
  },
} as const

/** A date as the customer reads it, in Norway's time zone. */
export function mailDate(iso: string, dateLocale: string): string {
  return new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long', timeZone: 'Europe/Oslo' }).format(
    new Date(iso),
  )
}

function addressLines(address: OrderAddress): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.address1,
    address.address2,
    `${address.postcode} ${address.city}`,
    address.country,
  ].filter((line): line is string => Boolean(line))
}

export function orderConfirmationMail(context: MailContext, order: Order): MailMessage {
  const texts = TEXTS[context.locale]
  const money = (ore: number) => formatMoney(ore, context.locale)
  const lines = order.items.map((item) => {
    const label = `${item.quantity} × ${item.name} (${item.articleNumber})`
    const later =
      item.backordered && item.expectedDelivery
        ? ` – ${texts.backordered(item.backordered, mailDate(item.expectedDelivery, texts.dateLocale))}`
        : ''
    return [`${label}${later}`, money(item.total)] as const
  })
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: texts.thanks },
    { kind: 'heading', text: texts.order(order.number, mailDate(order.created, texts.dateLocale)) },
    { kind: 'table', rows: lines },
    {
      kind: 'table',
      rows: [
        [texts.subtotal, money(order.subtotal)],
        [texts.delivery[order.deliveryMethod], money(order.shippingCharges)],
        [texts.total, money(order.total)],
        [texts.mva, money(order.tax)],
      ],
    },
    { kind: 'heading', text: texts.address },
    { kind: 'lines', lines: addressLines(order.shippingAddress) },
    { kind: 'heading', text: texts.withdrawal },
    ...texts.withdrawalText.map((text) => ({ kind: 'paragraph', text }) as const),
    { kind: 'link', label: texts.form, url: pageUrl(context, CANCELLATION_FORM_PATH) },
    { kind: 'link', label: texts.terms, url: pageUrl(context, '/terms') },
    { kind: 'link', label: texts.track, url: pageUrl(context, '/track-order') },
  ]
  return composeMail(context, { to: order.email, subject: texts.subject(order.number), blocks })
}
