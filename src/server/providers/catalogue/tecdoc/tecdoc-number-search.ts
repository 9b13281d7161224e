/**
 * Which TecDoc number searches (#19 ArticleNumber, #20 OENumber, #21 EAN) answer the shop's
 * "search by article/OE/EAN number", and with what text.
 */
import type { NumberKind } from '../catalogue-port'
import type { TecdocNumberType } from './tecdoc-endpoints'

const TYPE_OF_KIND: Record<Exclude<NumberKind, 'any'>, TecdocNumberType> = {
  article: 'ArticleNumber',
  oe: 'OENumber',
  ean: 'EAN',
}

export interface NumberSearch {
  type: TecdocNumberType
  articleNo: string
}

/**
 * `any`: article and OE numbers always, EAN too when the input looks like an EAN-8 or
 * EAN-13. Article and OE numbers go as typed (TecDoc matches "0 986 479 C26" with its
 * spaces); a barcode goes without the spaces, dots and dashes people type into it.
 */
export function numberSearches(number: string, kind: NumberKind): NumberSearch[] {
  const typed = number.trim()
  if (!typed) return []
  const digits = typed.replace(/[\s.-]/g, '')
  const looksLikeEan = /^(\d{8}|\d{13})$/.test(digits)
  const types: TecdocNumberType[] =
    kind === 'any'
      ? ['ArticleNumber', 'OENumber', ...(looksLikeEan ? (['EAN'] as const) : [])]
      : [TYPE_OF_KIND[kind]]
  return types.map((type) => ({ type, articleNo: type === 'EAN' ? digits : typed }))
}
