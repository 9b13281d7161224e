/** Picking a vehicle for the garage in e2e tests (the header's garage button and its picker). */
import { expect, type Locator, type Page } from '@playwright/test'

export const GOLF_16_TDI = /^Volkswagen Golf VII .*1\.6 TDI$/

/** Chooses the first option of a select whose text matches, once the select is enabled. */
export async function choose(select: Locator, text: RegExp) {
  await expect(select).toBeEnabled()
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value')
  if (!value) throw new Error(`no option ${text}`)
  await select.selectOption(value)
}

/** Adds the 2016 Golf VII 1.6 TDI through the open picker's vehicle form. */
export async function addGolf(dialog: Locator) {
  await choose(dialog.getByRole('combobox', { name: 'Årsmodell', exact: true }), /^2016$/)
  await choose(dialog.getByRole('combobox', { name: 'Merke', exact: true }), /^Volkswagen$/)
  await choose(dialog.getByRole('combobox', { name: 'Modell', exact: true }), /^Golf VII \(5G1/)
  await choose(dialog.getByRole('combobox', { name: 'Motor', exact: true }), /^1\.6 TDI, .*CLHA$/)
}

export function garageButton(page: Page) {
  return page.getByRole('navigation', { name: 'Din butikk' }).getByRole('button', {
    name: /^(Velg kjøretøy|Din bil: .*)$/,
  })
}
