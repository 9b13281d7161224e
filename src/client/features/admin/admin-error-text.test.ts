import { afterAll, describe, expect, it } from 'vitest'
import { API_ERROR_CODES, type ApiErrorCode } from '../../../domain/api-error-codes'
import { UNKNOWN_API_ERROR } from '../../i18n/api-error-messages'
import { activateLocale, i18n } from '../../i18n/i18n'
import { adminErrorText } from './admin-error-text'

/** What the server says for developers, never to be shown. */
const SERVER_MESSAGE = 'Stock cannot go below the 3 pieces held for unpaid orders (server).'

/** A refused admin call as the API client throws it: the answer's status and `{ error }`. */
function refusal(code: string) {
  return Object.assign(new Error(`[PATCH] "/api/admin/articles/7": 409 ${SERVER_MESSAGE}`), {
    name: 'FetchError',
    response: { status: 409 },
    data: { error: { code, message: SERVER_MESSAGE, params: { articleNumber: 'P 85 020' } } },
  })
}

async function wordingIn(locale: 'no' | 'en'): Promise<Map<ApiErrorCode, string>> {
  await activateLocale(locale)
  return new Map(API_ERROR_CODES.map((code) => [code, adminErrorText(refusal(code))]))
}

describe('admin errors in the admin’s language', () => {
  afterAll(() => activateLocale('en'))

  it('words every code the API has, so every code an admin call can get, in bokmål and English', async () => {
    const english = await wordingIn('en')
    const general = { en: i18n._(UNKNOWN_API_ERROR), no: '' }
    const norwegian = await wordingIn('no')
    general.no = i18n._(UNKNOWN_API_ERROR)
    const unworded = API_ERROR_CODES.filter((code) => {
      const no = norwegian.get(code) ?? ''
      const en = english.get(code) ?? ''
      return (
        no === general.no ||
        en === general.en ||
        no === en ||
        `${no}${en}`.includes(SERVER_MESSAGE) ||
        /[{}]/.test(`${no}${en}`)
      )
    })
    expect(unworded).toEqual([])
    expect(norwegian.get('STOCK_BELOW_RESERVED')).toBe(
      'Lagerbeholdningen kan ikke settes lavere enn det som er reservert for ubetalte ordrer.',
    )
  })

  it('says the shop could not be reached when no answer came, in the admin’s language', async () => {
    const noAnswer = Object.assign(new Error('fetch failed'), { name: 'FetchError' })
    await activateLocale('no')
    expect(adminErrorText(noAnswer)).toBe(
      'Fikk ikke kontakt med butikken. Prøv igjen når du er på nett.',
    )
    await activateLocale('en')
    expect(adminErrorText(noAnswer)).toBe(
      'The shop could not be reached. Try again when you are online.',
    )
  })
})
