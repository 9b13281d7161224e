/** The checkout's steps as a shopper takes them, for the journeys that order and pay. */
import { expect, type Page } from '@playwright/test'
import { formatMoney } from '../../src/domain/money'
import { productSlug } from '../../src/domain/product-slug'
import type { ListedArticle } from './catalogue-helpers'

export const PASSWORD = 'verksted-2026'
export const APPROVED = '4242 4242 4242 4242'
export const DECLINED = '4000 0000 0000 0002'
export const WITH_CODE = '4000 0025 0000 3155'

export const kr = (ore: number) => formatMoney(ore, 'no')

export function uniqueEmail(name: string) {
  return `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.no`
}

export async function addToCart(page: Page, article: ListedArticle) {
  await page.goto(`/products/${productSlug(article)}`)
  await page.getByRole('button', { name: 'Legg i handlekurv', exact: true }).click()
  await expect(
    page.getByRole('navigation', { name: 'Din butikk' }).getByRole('button', {
      name: /^Handlekurv 1 vare/,
    }),
  ).toBeVisible()
}

export async function fillDetails(page: Page, email: string) {
  await page.getByRole('main').getByLabel('E-postadresse').fill(email)
  const address = page.getByRole('group', { name: 'Leveringsadresse' })
  await address.getByLabel('Fornavn').fill('Kari')
  await address.getByLabel('Etternavn').fill('Nordmann')
  await address.getByLabel('Gateadresse').fill('Verkstedveien 12')
  await address.getByLabel('Postnummer').fill('0150')
  await address.getByLabel('Poststed').fill('Oslo')
  await page.getByRole('checkbox', { name: /salgsvilkårene/ }).check()
  await page.getByRole('checkbox', { name: /angre kjøpet innen 14 dager/ }).check()
}

export async function fillCard(page: Page, number: string) {
  const card = page.getByRole('group', { name: 'Kortbetaling' })
  await card.getByLabel('Kortnummer').fill(number)
  await card.getByLabel('Utløpsdato (MM/ÅÅ)').fill(`12/${(new Date().getFullYear() + 2) % 100}`)
  await card.getByLabel('CVC').fill('123')
}

export function payButton(page: Page) {
  return page.getByRole('button', { name: /^Bestill og betal/ })
}
