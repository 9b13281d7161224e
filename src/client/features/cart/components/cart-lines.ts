import type { CartItem } from '../../../../domain/cart'

export const CHECKOUT_PATH: string = '/cart/checkout'

export function lineKey(item: Pick<CartItem, 'articleId' | 'options'>): string {
  return [item.articleId, ...item.options.map((o) => `${o.name}=${o.value}`)].join('|')
}

/** "Lengde: 600 mm, Side: Fører" — the options a line was added with. */
export function optionsText(item: Pick<CartItem, 'options'>): string {
  return item.options.map((o) => `${o.name}: ${o.value}`).join(', ')
}
