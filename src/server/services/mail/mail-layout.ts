/**
 * What every customer mail shares: a plain-text body and an HTML body built from the same
 * blocks, so the two parts always say the same; the seller's name, org.nr. and address at
 * the foot. Pure functions: no database, no clock.
 */
import type { Locale } from '../../../domain/locale'
import { htmlLang, pathForLocale } from '../../../domain/locale'
import { formatOrgNumber } from '../../../domain/org-number'
import { postalLine, type ShopSettings } from '../../../domain/settings'
import type { MailMessage } from '../../providers/mail/mail-port'
import { escapeMarkup } from '../escape-markup'

/** One piece of a mail's body. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'link'; label: string; url: string }
  /** Rows of label and value, e.g. an order's lines and sums. */
  | { kind: 'table'; rows: readonly (readonly [string, string])[] }
  | { kind: 'lines'; lines: readonly string[] }

export interface MailContext {
  locale: Locale
  /** The shop's origin for links (`https://www.example.no`). */
  origin: string
  seller: ShopSettings
}

/** An absolute link to a page of the shop in the mail's language. */
export function pageUrl(context: MailContext, path: string): string {
  return `${context.origin}${pathForLocale(path, context.locale)}`
}

const ORG_NR = { no: 'Org.nr.', en: 'Org. no.' } as const

function sellerLines({ seller, locale }: MailContext): string[] {
  return [
    seller.companyName,
    `${ORG_NR[locale]} ${formatOrgNumber(seller.orgNr)}`,
    `${seller.address.street}, ${postalLine(seller.address)}`,
    `${seller.email} · ${seller.phone}`,
  ]
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text
    case 'heading':
      return block.text.toUpperCase()
    case 'link':
      return `${block.label}: ${block.url}`
    case 'table':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
    case 'lines':
      return block.lines.join('\n')
  }
}

const CELL = 'style="padding:4px 12px 4px 0;vertical-align:top"'

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeMarkup(block.text)}</p>`
    case 'heading':
      return `<h2 style="font-size:18px">${escapeMarkup(block.text)}</h2>`
    case 'link':
      return `<p><a href="${escapeMarkup(block.url)}">${escapeMarkup(block.label)}</a></p>`
    case 'table':
      return `<table role="presentation" style="border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td ${CELL}>${escapeMarkup(label)}</td><td ${CELL}>${escapeMarkup(value)}</td></tr>`,
        )
        .join('')}</table>`
    case 'lines':
      return `<p>${block.lines.map(escapeMarkup).join('<br>')}</p>`
  }
}

/** The mail to `to`: subject, and the same blocks as plain text and as HTML. */
export function composeMail(
  context: MailContext,
  { to, subject, blocks }: { to: string; subject: string; blocks: readonly MailBlock[] },
): MailMessage {
  const foot = sellerLines(context)
  const text = [...blocks.map(blockText), '--', foot.join('\n')].join('\n\n')
  const html = [
    '<!doctype html>',
    `<html lang="${htmlLang(context.locale)}"><head><meta charset="utf-8">`,
    `<title>${escapeMarkup(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    `<h1 style="font-size:22px">${escapeMarkup(subject)}</h1>`,
    ...blocks.map(blockHtml),
    `<hr><p style="font-size:13px;color:#555">${foot.map(escapeMarkup).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n')
  return { to, subject, text: `${text}\n`, html }
}
